import { Button, Stack } from '@chakra-ui/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { toaster, Toaster } from '@/components/ui/toaster'
import preview from '#.storybook/preview'

/**
 * The app's one toaster (every story already has it, through the workbench's ToasterHost): the
 * buttons raise the kinds of toast the app shows.
 */
const meta = preview.meta({
  component: Toaster,
  render: () => (
    <Stack direction="row">
      <Button onClick={() => toaster.success({ title: 'Logged in' })}>Success</Button>
      <Button onClick={() => toaster.error({ title: "Couldn't sign you out" })}>Error</Button>
      <Button
        onClick={() =>
          toaster.create({
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
