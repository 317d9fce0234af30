import { Button, Checkbox, Field, HStack, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import { useId, useState } from 'react'
import { errorMessage } from '@/api/api-error'
import { inviteQuery, useSetInvite } from '@/api/invites'
import { ConfirmDialog } from '@/components/ui/modal-dialog'
import { toast } from '@/components/ui/toaster-host'
import { useApi } from '@/lib/services'
import { SharePage, startupPageUrl } from './share-page'

/**
 * Invite-only (an optional extension, docs/product.md#invite-only): the founder keeps their
 * startup out of Explore and shares its link with whom they choose; 'Make a new link' stops the
 * old one (payments made through it stand). 'Share' and 'Copy link' give the invite link then.
 */
export function InviteOnlySetting({
  uid,
  startup,
  name,
}: {
  uid: string
  startup: { _id: string; slug?: string | undefined }
  name: string
}) {
  const invite = useQuery(inviteQuery(useApi(), startup._id))
  const set = useSetInvite(startup._id)
  const [confirming, setConfirming] = useState(false)
  const helpId = useId()
  if (invite.isPending) return <Skeleton height="16" rounded="md" />
  // The link could not be read: the public page's own sharing still works.
  if (invite.isError) return <SharePage startup={startup} name={name} />
  const { inviteOnly, code } = invite.data
  const change = async (input: { inviteOnly?: boolean; rotate?: boolean }, done: string) => {
    try {
      await set.mutateAsync({ useruid: uid, ...input })
      toast.success({ title: done })
      setConfirming(false)
    } catch (error) {
      toast.error({ title: "Couldn't change the link", description: errorMessage(error) })
    }
  }
  return (
    <Stack gap="2" as="section" aria-label="Who can find it">
      <Checkbox.Root
        checked={inviteOnly}
        disabled={set.isPending}
        onCheckedChange={(details) =>
          void change(
            { inviteOnly: details.checked === true },
            details.checked === true
              ? 'Invite-only: share the link with the investors you choose'
              : 'Back in Explore for every investor',
          )
        }
        colorPalette="brand"
        minH="11"
      >
        <Checkbox.HiddenInput aria-describedby={helpId} />
        <Checkbox.Control />
        <Checkbox.Label>Invite-only</Checkbox.Label>
      </Checkbox.Root>
      <Text id={helpId} fontSize="sm" color="fg.muted">
        {inviteOnly
          ? 'Not in Explore or search: only people with its link can see it and invest.'
          : 'Anyone can find it in Explore. Invite-only keeps it for the people you send its link to.'}
      </Text>
      {inviteOnly && code && (
        <Field.Root maxW="xl">
          <Field.Label>Invite link</Field.Label>
          <Input
            readOnly
            value={startupPageUrl(startup, code)}
            fontFamily="mono"
            fontSize="sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field.Root>
      )}
      <HStack gap="2" flexWrap="wrap">
        <SharePage startup={startup} name={name} invite={inviteOnly ? code : null} />
        {inviteOnly && (
          <Button variant="ghost" size="sm" minH="11" onClick={() => setConfirming(true)}>
            <RefreshCw aria-hidden="true" /> Make a new link
          </Button>
        )}
      </HStack>
      <ConfirmDialog
        title="Make a new link?"
        open={confirming}
        onOpenChange={(details) => !details.open && setConfirming(false)}
        keepLabel="Keep this link"
        confirmLabel="Make a new link"
        busy={set.isPending}
        onConfirm={() => void change({ rotate: true }, 'A new link: the old one no longer works')}
      >
        <Text>
          The link you shared stops working: whoever opens it finds nothing. Investors who already
          invested keep their investments and still see {name}.
        </Text>
      </ConfirmDialog>
    </Stack>
  )
}
