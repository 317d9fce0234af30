import { Button } from '@chakra-ui/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToasterHost, withToaster } from '@/components/ui/toaster-host'
import preview from '#.storybook/preview'

/**
 * The toaster loads with the first screen that needs it; the app's root shows toasts through
 * ToasterHost and raises them with `withToaster`. (The workbench renders the host around every
 * story.)
 */
const meta = preview.meta({
  component: ToasterHost,
  render: () => (
    <Button
      onClick={() =>
        withToaster((loaded) => loaded.info({ title: 'Shown through the lazy toaster' }))
      }
    >
      Lazy
    </Button>
  ),
})

export const LoadedOnFirstUse = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lazy' }))
    const toast = await within(document.body).findByText('Shown through the lazy toaster')
    await waitFor(() => expect(toast).toBeVisible())
  },
})
