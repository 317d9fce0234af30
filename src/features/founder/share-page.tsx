import { Button, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Check, Copy, Eye, Share2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { toast } from '@/components/ui/toaster-host'
import { inviteLink } from '@/domain/invite'
import { publicKey } from '@/domain/slug'

/**
 * The startup's public address (/s/{slug}, or /s/{id} from a server without readable
 * addresses): anyone can open it, signed in or not.
 */
export const startupPageUrl = (
  startup: { _id: string; slug?: string | null | undefined },
  invite?: string | null,
) =>
  invite
    ? inviteLink(window.location.origin, publicKey(startup), invite)
    : new URL(`/s/${encodeURIComponent(publicKey(startup))}`, window.location.origin).href

/** Whether this device has a system share sheet for links (most phones; few desktops). */
const canShareLinks = () =>
  typeof navigator.share === 'function' &&
  (typeof navigator.canShare !== 'function' || navigator.canShare({ url: window.location.origin }))

/**
 * 'View your public page', and 'Share' (the system share sheet) where the device has one or
 * 'Copy link' where it does not, for a founder whose startup is published.
 */
export function SharePage({
  startup,
  name,
  invite = null,
}: {
  /** The startup as answered (its slug), or its id alone while it loads. */
  startup: { _id: string; slug?: string | undefined }
  name?: string | undefined
  /** An invite-only startup's code (an optional extension): its link is the one shared. */
  invite?: string | null | undefined
}) {
  const [copied, setCopied] = useState(false)
  const [shareSheet] = useState(canShareLinks)
  // 'Copied' for two seconds; a page left meanwhile stops the clock with it.
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2_000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    const url = startupPageUrl(startup, invite)
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success({ title: 'Link copied', description: 'Share it with investors.' })
    } catch {
      toast.info({ title: "Couldn't copy: here is the link", description: url })
    }
  }
  const share = async () => {
    const url = startupPageUrl(startup, invite)
    try {
      await navigator.share({
        title: name ?? 'Seedling',
        text: name ? `${name} is raising on Seedling` : 'Raising on Seedling',
        url,
      })
    } catch (error) {
      // Closing the sheet is a choice, not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return
      await copy()
    }
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild variant="ghost" size="sm" minH="11">
        <Link to="/dashboard/preview">
          <Eye aria-hidden="true" /> View your public page
        </Link>
      </Button>
      {shareSheet ? (
        <Button variant="ghost" size="sm" minH="11" onClick={() => void share()}>
          <Share2 aria-hidden="true" /> Share
        </Button>
      ) : (
        <Button variant="ghost" size="sm" minH="11" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}{' '}
          {invite ? 'Copy invite link' : 'Copy link'}
        </Button>
      )}
    </HStack>
  )
}
