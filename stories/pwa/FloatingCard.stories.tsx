import { Text } from '@chakra-ui/react'
import { expect, within } from 'storybook/test'
import { FloatingCard, FloatingLayer } from '@/features/pwa/floating-card'
import preview from '#.storybook/preview'

/** The cards that float at the bottom of the screen (update, install, demo), in their layer. */
const meta = preview.meta({
  component: FloatingCard,
  subcomponents: { FloatingLayer },
  args: { label: 'A notice', children: <Text>Something the person should know.</Text> },
  argTypes: { label: { control: 'text' }, children: { control: false } },
  decorators: [(Story) => <FloatingLayer>{Story()}</FloatingLayer>],
})

export const Card = meta.story({
  play: async ({ canvasElement, args }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('complementary', { name: args.label }),
    ).toBeVisible()
  },
})
