import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react'
import { ConfirmDialog } from '@/components/ui/modal-dialog'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { FlaskConical } from 'lucide-react'
import { useId, useState, useSyncExternalStore } from 'react'
import { onDemoClockChange, type DemoClock } from '@/lib/demo-clock'
import { useAuth, useServices } from '@/lib/services'
import { usePersistentStorage, type StorageAnswer } from '@/lib/use-persistent-storage'
import { FoldToggle } from '@/components/ui/fold-toggle'
import { toast } from '@/components/ui/toaster-host'

const NOTICE = 'Demo — simulated money, not an offer of securities'

/** What the browser answered when the demo asked it to keep its accounts and money. */
const STORAGE_TEXT: Record<StorageAnswer, string> = {
  kept: 'Kept on this device until you reset or clear it.',
  'may-clear': 'This browser may clear it if the device runs low on space.',
}

/**
 * Says on every screen of a demo build that the money is simulated, with 'Reset demo data'
 * (asked first). On phones it folds into a small 'Demo' control that opens it.
 */
export function DemoNotice({ startOpen = false }: { startOpen?: boolean }) {
  const { resetDemo, demoClock } = useServices()
  const { user, createdEmail } = useAuth()
  // The demo keeps accounts and money in this browser: once there is an account, it asks the
  // browser not to clear them under storage pressure, and says what the browser answered.
  const storage = usePersistentStorage(Boolean(resetDemo) && Boolean(user || createdEmail))
  const [open, setOpen] = useState(startOpen)
  const [confirming, setConfirming] = useState(false)
  const panelId = useId()
  if (!resetDemo) return null

  return (
    <Box
      as="aside"
      aria-label="Demo notice"
      alignSelf="flex-start"
      maxW="full"
      pointerEvents="auto"
    >
      <FoldToggle
        size="sm"
        bg="bg.panel"
        shadow="sm"
        open={open}
        controls={panelId}
        onToggle={() => setOpen((value) => !value)}
      >
        <FlaskConical aria-hidden="true" />
        Demo
      </FoldToggle>
      <HStack
        id={panelId}
        display={{ base: open ? 'flex' : 'none', md: 'flex' }}
        mt={{ base: '2', md: '0' }}
        gap="2"
        fontSize="xs"
        flexWrap="wrap"
        bg="bg.panel"
        borderWidth="1px"
        rounded="md"
        shadow="sm"
        px="3"
        py="1"
      >
        <Text color="fg.muted">{NOTICE}</Text>
        {storage ? <Text color="fg.muted">{STORAGE_TEXT[storage]}</Text> : null}
        <Button
          size="xs"
          minH={{ base: '11', md: '8' }}
          variant="outline"
          onClick={() => setConfirming(true)}
        >
          Reset demo data
        </Button>
        {demoClock && <DemoClockControl clock={demoClock} />}
      </HStack>
      <ResetDemoDialog open={confirming} onClose={() => setConfirming(false)} reset={resetDemo} />
    </Box>
  )
}

/** Days the demo's clock moves forward at each press. */
const SKIP_DAYS = 30

/**
 * The demo's clock: 'Skip 30 days' moves it forward, so a raise's closing date passes and its
 * outcome is decided at the next request (docs/product.md#the-close); 'Back to today' returns.
 * What happened meanwhile stays.
 */
export function DemoClockControl({ clock }: { clock: DemoClock }) {
  const queryClient = useQueryClient()
  const daysAhead = useSyncExternalStore(onDemoClockChange, clock.daysAhead, clock.daysAhead)
  const move = (change: () => void, title: string, description: string) => {
    change()
    // Every answer is read again at the demo's new time (closes due are decided first).
    void queryClient.invalidateQueries()
    toast.info({ title, description })
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      {daysAhead > 0 && (
        <Text color="fg.muted">
          Demo clock: {daysAhead} {daysAhead === 1 ? 'day' : 'days'} ahead
        </Text>
      )}
      <Button
        size="xs"
        minH={{ base: '11', md: '8' }}
        variant="outline"
        onClick={() =>
          move(
            () => clock.skip(SKIP_DAYS),
            `The demo is ${SKIP_DAYS} days on`,
            'Raises whose closing date has passed are decided now: funded, or every payment refunded.',
          )
        }
      >
        Skip {SKIP_DAYS} days
      </Button>
      {daysAhead > 0 && (
        <Button
          size="xs"
          minH={{ base: '11', md: '8' }}
          variant="ghost"
          onClick={() =>
            move(
              clock.backToToday,
              'The demo is back to today',
              'What was decided meanwhile stays.',
            )
          }
        >
          Back to today
        </Button>
      )}
    </HStack>
  )
}

/** 'Reset demo data?': says what goes, then resets, clears stale notices and re-checks the page. */
export function ResetDemoDialog({
  open,
  onClose,
  reset,
}: {
  open: boolean
  onClose: () => void
  reset: () => Promise<void>
}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const confirm = async () => {
    setBusy(true)
    try {
      await reset()
      queryClient.clear()
      // Codes and notices from before the reset mean nothing now.
      toast.dismiss()
      onClose()
      // The guards run again: a signed-in user whose role went is asked for it on /role.
      await router.invalidate()
      toast.success({
        title: 'Demo data reset',
        description: 'Every startup and payment is back to the start.',
      })
    } catch {
      toast.error({
        title: "Couldn't reset the demo data",
        description: 'Reload the page and try again.',
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <ConfirmDialog
      title="Reset demo data?"
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      keepLabel="Cancel"
      confirmLabel="Reset"
      busy={busy}
      onConfirm={() => void confirm()}
    >
      <Stack gap="3" fontSize="sm">
        <Text>Everything done in this demo on this device goes:</Text>
        <Box as="ul" ps="5" listStyleType="disc">
          <li>the startups published here, and every investment made;</li>
          <li>the role each account chose (you will choose it again).</li>
        </Box>
        <Text>
          The demo's own startups come back as they started, and its clock goes back to today. Your
          sign-in stays.
        </Text>
      </Stack>
    </ConfirmDialog>
  )
}
