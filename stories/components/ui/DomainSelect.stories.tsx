import { expect, within } from 'storybook/test'
import { DomainSelect } from '@/components/ui/domain-select'
import { inField } from '../../support/in-field'
import preview from '#.storybook/preview'

const meta = preview.meta({
  component: DomainSelect,
  args: { emptyLabel: 'All domains', defaultValue: 'Finance' },
  argTypes: { emptyLabel: { control: 'text' }, defaultValue: { control: 'text' } },
  decorators: [inField('Domain')],
})

export const Chosen = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Domain')).toHaveValue('Finance')
  },
})
export const NoneChosen = meta.story({ args: { defaultValue: '' } })
