import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn } from 'storybook/test'
import { FileDrop, FileDropField } from '@/components/ui/file-drop'

/** A file field that also takes a dropped file, with a preview of an image. */
const meta = {
  title: 'Components/UI/FileDrop',
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
} satisfies Meta<typeof FileDrop>
export default meta
type Story = StoryObj<typeof meta>

export const LogoDrop: Story = {
  render: function Drop(args) {
    const [file, setFile] = useState<File | null>(null)
    return (
      <FileDrop
        {...args}
        file={file}
        onChange={(next) => {
          setFile(next)
          args.onChange(next)
        }}
      />
    )
  },
}
export const Invalid: Story = { args: { error: 'Choose a logo image' } }
