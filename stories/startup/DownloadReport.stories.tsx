import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DownloadReport } from '@/features/startup/download-report'

/** 'Download Pdf Report': the startup's report, saved under its name. */
const meta = {
  title: 'Startup/DownloadReport',
  component: DownloadReport,
  args: { url: '/sample-report.pdf', name: 'PadhoPal' },
} satisfies Meta<typeof DownloadReport>
export default meta
type Story = StoryObj<typeof meta>

export const ReportLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Download Pdf Report')).toBeVisible()
  },
}
/** An unsafe address shows nothing. */
export const UnsafeAddress: Story = {
  args: { url: 'javascript:alert(1)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Download Pdf Report')).toBeNull()
  },
}
