import { useEffect } from 'react'
import {
  DEMO_INBOX_EVENT,
  demoInboxText,
  nextDemoInboxNotice,
  type DemoInboxMessage,
} from '@/lib/demo-inbox'
import { toast } from '@/components/ui/toaster-host'

/** Shows the one-time codes the demo backend "e-mails" as a notification. */
export function DemoInboxListener() {
  useEffect(() => {
    const onMessage = (event: Event) => {
      const { code, startupName } = (event as CustomEvent<DemoInboxMessage>).detail
      const { id, replaces } = nextDemoInboxNotice()
      if (replaces) toast.dismiss(replaces)
      toast.create({
        id,
        type: 'info',
        title: demoInboxText(code),
        description: `For your investment in ${startupName}. It is valid for 5 minutes.`,
        duration: 60_000,
        closable: true,
      })
    }
    window.addEventListener(DEMO_INBOX_EVENT, onMessage)
    return () => window.removeEventListener(DEMO_INBOX_EVENT, onMessage)
  }, [])
  return null
}
