import { Button } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ToasterHost, withToaster } from '@/components/ui/toaster-host'

/**
 * The toaster loads with the first screen that needs it; the app's root shows toasts through
 * ToasterHost and raises them with `withToaster`. (The workbench renders the host around every
 * story.)
 */
const meta = {
  title: 'Components/UI/ToasterHost',
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
} satisfies Meta<typeof ToasterHost>
export default meta
type Story = StoryObj<typeof meta>

export const LoadedOnFirstUse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lazy' }))
    const toast = await within(document.body).findByText('Shown through the lazy toaster')
    await waitFor(() => expect(toast).toBeVisible())
  },
}
