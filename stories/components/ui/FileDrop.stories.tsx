import { fn } from 'storybook/test'
import { FileDrop, FileDropField } from '@/components/ui/file-drop'
import { controlled } from '../../support/controlled'
import preview from '#.storybook/preview'

/** A file field that also takes a dropped file, with a preview of an image. */
const meta = preview.meta({
  component: FileDrop,
  subcomponents: { FileDropField },
  args: {
    label: 'Logo',
    accept: 'image/*',
    file: null,
    onChange: fn(),
    hint: 'Any image, up to 2 MB.',
  },
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    file: { control: false },
  },
})

export const LogoDrop = meta.story({
  render: controlled(FileDrop, 'file', 'onChange'),
})
export const Invalid = meta.story({ args: { error: 'Choose a logo image' } })
