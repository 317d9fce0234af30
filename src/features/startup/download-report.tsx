import { Button } from '@chakra-ui/react'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from '@/components/ui/toaster-host'
import { safeUrl } from '@/domain/safe-url'

function filenameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? ''
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback
}

/**
 * 'Download Pdf Report'. The file is fetched by script rather than by navigating to it, because
 * navigations bypass the demo backend in the service worker; the link still works without script.
 */
export function DownloadReport({ url, name }: { url: string; name: string }) {
  const [busy, setBusy] = useState(false)
  const href = safeUrl(url)
  if (!href) return null
  const download = async (event: React.MouseEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await fetch(href, { credentials: 'include' })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      const blobUrl = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = blobUrl
      link.download = filenameFrom(response, `${name} report.pdf`)
      link.click()
      setTimeout(() => URL.revokeObjectURL(blobUrl), 1000)
    } catch (error) {
      console.warn('Report download failed', error)
      toast.error({
        title: "Couldn't download the report",
        description: 'Check your connection and try again.',
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button asChild variant="outline" aria-busy={busy}>
      <a href={href} download onClick={download}>
        <Download /> Download Pdf Report
      </a>
    </Button>
  )
}
