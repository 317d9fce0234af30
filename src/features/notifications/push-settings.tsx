import { Button, Card, Checkbox, Heading, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { BellOff, BellRing } from 'lucide-react'
import { useEffect, useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { pushQuery, useChangePush } from '@/api/push'
import { PUSH_SWITCH_TEXT, PUSH_SWITCHES, type PushState } from '@/domain/push'
import { useApi } from '@/lib/services'

/** What this browser can do about notifications. */
export type Support = 'unsupported' | 'blocked' | 'ask' | 'granted'

const browserSupport = (): Support => {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return Notification.permission === 'granted' ? 'granted' : 'ask'
}

/** A VAPID key (base64url) as `pushManager.subscribe` takes it. */
const keyBytes = (key: string) =>
  Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

/** This browser's push subscription, if it has one (null where it cannot have any). */
async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null
  const registration = await navigator.serviceWorker.ready
  return (await registration.pushManager?.getSubscription()) ?? null
}

/**
 * 'Turn on notifications' (asked only when pressed, never on load) and, once on, a switch per
 * kind of news and 'Turn off notifications' (docs/product.md#notifications). Nothing where the
 * server has no Web Push or the browser cannot show notifications.
 */
export function PushSettings({ uid }: { uid: string }) {
  const state = useQuery(pushQuery(useApi(), uid)).data
  if (!state || (!state.publicKey && !state.thisDevice)) return null
  return <PushCard uid={uid} state={state} />
}

export function PushCard({
  uid,
  state,
  support: initial,
}: {
  uid: string
  state: PushState
  /** What the browser allows (read from it unless given). */
  support?: Support
}) {
  const change = useChangePush(uid)
  const [support, setSupport] = useState<Support>(() => initial ?? browserSupport())
  const [failed, setFailed] = useState<string | null>(null)
  // On for this browser: its own subscription (Web Push), or this device (the demo).
  const [subscription, setSubscription] = useState<PushSubscription | null>(null)
  useEffect(() => {
    if (state.thisDevice) return
    void currentSubscription().then(setSubscription, () => setSubscription(null))
  }, [state.thisDevice])
  const on = support === 'granted' && (state.thisDevice ? state.devices > 0 : subscription !== null)

  const turnOn = async () => {
    setFailed(null)
    const permission = await Notification.requestPermission()
    setSupport(browserSupport())
    if (permission !== 'granted') return
    try {
      if (state.thisDevice) await change.mutateAsync((push) => push.subscribe(uid, 'this-device'))
      else {
        const registration = await navigator.serviceWorker.ready
        const made = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(state.publicKey!),
        })
        await change.mutateAsync((push) =>
          push.subscribe(uid, made.toJSON() as Parameters<typeof push.subscribe>[1]),
        )
        setSubscription(made)
      }
    } catch (error) {
      setFailed(
        error instanceof DOMException
          ? 'This browser could not sign up for notifications. Try again later.'
          : errorMessage(error),
      )
    }
  }

  const turnOff = async () => {
    setFailed(null)
    try {
      if (state.thisDevice) await change.mutateAsync((push) => push.unsubscribe(uid, 'this-device'))
      else if (subscription) {
        await change.mutateAsync((push) => push.unsubscribe(uid, subscription.endpoint))
        await subscription.unsubscribe()
        setSubscription(null)
      }
    } catch (error) {
      setFailed(errorMessage(error))
    }
  }

  return (
    <Card.Root variant="outline" size="sm" as="section" aria-labelledby="push-heading">
      <Card.Body gap="3">
        <Heading as="h2" size="md" id="push-heading">
          Notifications on this device
        </Heading>
        {support === 'unsupported' ? (
          <Text color="fg.muted">
            This browser cannot show notifications. Installed on a phone (or in Chrome, Edge or
            Firefox) Seedling can tell you as things happen.
          </Text>
        ) : support === 'blocked' ? (
          <Text color="fg.muted">
            Notifications are blocked for Seedling in this browser. Allow them in the browser's site
            settings, then come back here.
          </Text>
        ) : on ? (
          <>
            <Text color="fg.muted">This device tells you as things happen. Choose what about:</Text>
            <Stack gap="0">
              {PUSH_SWITCHES.map((name) => (
                <Checkbox.Root
                  key={name}
                  checked={state.switches[name]}
                  disabled={change.isPending}
                  onCheckedChange={(details) =>
                    change.mutate((push) =>
                      push.switches(uid, { [name]: details.checked === true }),
                    )
                  }
                  colorPalette="brand"
                  minH="11"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{PUSH_SWITCH_TEXT[name]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
            <Text fontSize="sm" color="fg.muted">
              Seedling's decisions about your startup or what you wrote are always sent.
            </Text>
            <Button
              variant="outline"
              alignSelf="start"
              minH="11"
              loading={change.isPending}
              onClick={() => void turnOff()}
            >
              <BellOff aria-hidden="true" /> Turn off notifications
            </Button>
          </>
        ) : (
          <>
            <Text color="fg.muted">
              Be told on this device when a founder answers you, a startup you follow posts an
              update, or a raise you are in ends. Your browser asks you first.
            </Text>
            <Button
              colorPalette="brand"
              alignSelf="start"
              minH="11"
              loading={change.isPending}
              onClick={() => void turnOn()}
            >
              <BellRing aria-hidden="true" /> Turn on notifications
            </Button>
          </>
        )}
        {failed && <Text color="fg.error">{failed}</Text>}
      </Card.Body>
    </Card.Root>
  )
}
