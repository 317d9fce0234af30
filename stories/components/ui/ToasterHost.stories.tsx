import { Button, Stack } from '@chakra-ui/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Toaster } from '@/components/ui/toaster'
import { ToasterHost, toast } from '@/components/ui/toaster-host'
import preview from '#.storybook/preview'

/**
 * The app's one way to show a toast: `toast` raises it, loading the toaster with the first toast,
 * and the root's ToasterHost shows it (the workbench renders the host around every story). The
 * buttons raise the kinds of toast the app shows.
 */
const meta = preview.meta({
  component: ToasterHost,
  subcomponents: { Toaster },
  render: () => (
    <Stack direction="row">
      <Button onClick={() => toast.success({ title: 'Logged in' })}>Success</Button>
      <Button onClick={() => toast.error({ title: "Couldn't sign you out" })}>Error</Button>
      <Button
        onClick={() =>
          toast.create({
            type: 'info',
            title: 'Demo inbox: your one-time code is 482913',
            closable: true,
          })
        }
      >
        Demo inbox
      </Button>
    </Stack>
  ),
})

export const Toasts = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox' }))
    const toast = await within(document.body).findByText('Demo inbox: your one-time code is 482913')
    await waitFor(() => expect(toast).toBeVisible())
  },
})
