import { expect, within } from 'storybook/test'
import { DownloadReport } from '@/features/startup/download-report'
import preview from '#.storybook/preview'

/** 'Download Pdf Report': the startup's report, saved under its name. */
const meta = preview.meta({
  component: DownloadReport,
  args: { url: '/sample-report.pdf', name: 'PadhoPal' },
})

export const ReportLink = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Download Pdf Report')).toBeVisible()
  },
})
/** An unsafe address shows nothing. */
export const UnsafeAddress = meta.story({
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Download Pdf Report')).toBeNull()
  },
})
