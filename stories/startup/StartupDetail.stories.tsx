import type { ComponentType } from 'react'
import { StartupDetail } from '@/features/startup/startup-detail'
import { failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /dashboard/startup/{id}: everything an investor needs to decide, and 'Invest Now'. */
// Its props are a union (investor, preview, public); the Controls drive the investor's view, and
// PreviewForTheFounder renders the preview.
type InvestorView = ComponentType<{ id: string; view?: 'investor'; uid: string }>

const meta = preview.meta({
  title: 'Startup/StartupDetail',
  component: StartupDetail as InvestorView,
  args: { id: 'chai-credit', uid: 'seed-investor-01' },
  argTypes: {
    id: { control: 'select', options: ['chai-credit', 'padho-pal', 'gaadi-go', 'no-such-startup'] },
  },
})

export const Detail = meta.story()
export const DetailDark = meta.story({ globals: { theme: 'dark' } })
/** A founder's own page as investors see it: no investing, a note saying so. */
export const PreviewForTheFounder = meta.story({
  render: () => <StartupDetail id="chai-credit" view="preview" />,
})
export const Loading = meta.story({
  beforeEach: ({ msw }) => msw.use(loading('startups/data/:id')),
})
export const Failed = meta.story({ beforeEach: ({ msw }) => msw.use(failing('startups/data/:id')) })
export const NotFound = meta.story({ args: { id: 'no-such-startup' } })
