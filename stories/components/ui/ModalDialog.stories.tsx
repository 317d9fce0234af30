import { Button, Dialog, Text } from '@chakra-ui/react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { ConfirmDialog, ModalDialog } from '@/components/ui/modal-dialog'
import preview from '#.storybook/preview'

/** The app's dialog shell: title, an optional line under it, body, footer, close button. */
const meta = preview.meta({
  component: ModalDialog,
  subcomponents: { ConfirmDialog },
  // With the dialog open the page behind it is inert under a backdrop: check the dialog itself.
  parameters: { a11y: { context: { include: ['[role=dialog], [role=alertdialog]'] } } },
  args: {
    title: 'Invest in PadhoPal',
    description: 'A line under the title',
    closable: true,
    trigger: <Button>Open dialog</Button>,
    children: (
      <Dialog.Body>
        <Text>The dialog's body.</Text>
      </Dialog.Body>
    ),
  },
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    trigger: { control: false },
    children: { control: false },
  },
})

export const Modal = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }))
    const dialog = await within(document.body).findByRole('dialog', { name: String(args.title) })
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible())
  },
})

/** A question that must be answered: no close button, 'keep' and the destructive action. */
export const Confirmation = meta.story({
  render: () => (
    <ConfirmDialog
      title="Cancel this investment?"
      keepLabel="Keep it"
      confirmLabel="Cancel investment"
      busy={false}
      onConfirm={fn()}
      trigger={<Button>Open dialog</Button>}
    >
      <Text>Cancel your investment of ₹3,000 in PadhoPal?</Text>
    </ConfirmDialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }))
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: 'Cancel this investment?',
    })
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible(),
    )
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
  },
})
