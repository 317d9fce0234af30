import { useState } from 'react'
import { fn } from 'storybook/test'
import { FileDrop, FileDropField } from '@/components/ui/file-drop'
import preview from '#.storybook/preview'

/** A file field that also takes a dropped file, with a preview of an image. */
const meta = preview.meta({
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
})

export const LogoDrop = meta.story({
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
})
export const Invalid = meta.story({ args: { error: 'Choose a logo image' } })
