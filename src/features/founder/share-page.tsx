import { Button, HStack } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Check, Copy, Eye } from 'lucide-react'
import { useState } from 'react'
import { withToaster } from '@/components/ui/toaster-host'

/** The startup's public address (/s/{id}): anyone can open it, signed in or not. */
export const startupPageUrl = (id: string) =>
  new URL(`/s/${encodeURIComponent(id)}`, window.location.origin).href

/** 'View your public page' and 'Copy link', for a founder whose startup is published. */
export function SharePage({ startupId }: { startupId: string }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    const url = startupPageUrl(startupId)
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      setTimeout(() => setCopied(false), 2_000)
      withToaster((toaster) =>
        toaster.success({ title: 'Link copied', description: 'Share it with investors.' }),
      )
    } catch {
      withToaster((toaster) =>
        toaster.info({ title: "Couldn't copy: here is the link", description: url }),
      )
    }
  }
  return (
    <HStack gap="2" flexWrap="wrap">
      <Button asChild variant="ghost" size="sm" minH="11">
        <Link to="/dashboard/preview">
          <Eye aria-hidden="true" /> View your public page
        </Link>
      </Button>
      <Button variant="ghost" size="sm" minH="11" onClick={() => void copy()}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} Copy link
      </Button>
    </HStack>
  )
}
