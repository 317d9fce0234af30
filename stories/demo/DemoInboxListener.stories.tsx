import { Button } from '@chakra-ui/react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DemoInboxListener } from '@/features/demo/demo-inbox-listener'
import { DEMO_INBOX_EVENT, type DemoInboxMessage } from '@/lib/demo-inbox'
import preview from '#.storybook/preview'

const send = (detail: DemoInboxMessage) =>
  window.dispatchEvent(new CustomEvent(DEMO_INBOX_EVENT, { detail }))

/**
 * The demo "e-mails" one-time codes by raising an event; the listener shows each as a toast. The
 * button raises one as the demo backend would.
 */
const meta = preview.meta({
  component: DemoInboxListener,
  render: () => (
    <>
      <DemoInboxListener />
      <Button onClick={() => send({ code: '482913', amount: 5000, startupName: 'PadhoPal' })}>
        Send a code
      </Button>
    </>
  ),
})

export const CodeArrives = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send a code' }))
    const toast = await within(document.body).findByText(/482913/)
    await waitFor(() => expect(toast).toBeVisible())
    await expect(
      within(document.body).getByText(
        'For your investment in PadhoPal. It is valid for 5 minutes.',
      ),
    ).toBeInTheDocument()
  },
})
