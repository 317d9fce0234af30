import { Stack } from '@chakra-ui/react'
import { http, HttpResponse } from 'msw'
import type { ComponentType } from 'react'
import { expect, waitFor, within } from 'storybook/test'
import { StartupDetail } from '@/features/startup/startup-detail'
import { activeContent, hostileStartup, XSS } from '@/contract/kit/xss-corpus'
import { failing, loading } from '../support/overrides'
import preview from '#.storybook/preview'

/** /dashboard/startup/{id}: everything an investor needs to decide, and 'Invest Now'. */
// Its props are a union (investor, preview, public); the Controls drive the investor's view, and
// PreviewForTheFounder renders the preview.
type InvestorView = ComponentType<{ id: string; view?: 'investor'; uid: string }>

const meta = preview.meta({
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

/**
 * A popular raise near the 200 investors a startup may take in a financial year: its page says
 * how many places are taken once more than 150 are.
 */
export const InvestorPlacesNearlyTaken = meta.story({
  args: { id: 'crowded-chai' },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/startups/data/:id', () =>
        HttpResponse.json({
          data: [
            {
              _id: 'crowded-chai',
              name: 'Crowded Chai',
              slogan: 'Tea stalls run by their neighbourhoods',
              description: 'Neighbourhood tea stalls, each part-owned by its regulars.',
              logo: '/logos/chai-credit.svg',
              report: '/sample-report.pdf',
              fundsRecieved: 1_87_00_000,
              fundsRequired: 2_50_00_000,
              username: 'Meera Iyer',
              stocks: 12,
              founded: '2022-06-01',
              domain: ['Hospitality'],
              websiteLink: 'https://crowded-chai.example.in',
              investors: 214,
              investorsThisYear: 187,
            },
          ],
        }),
      ),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('187 of 200 investor places taken')).toBeVisible()
  },
})

/**
 * A server that stores input as is: every text field of these startups is a script payload
 * (src/contract/kit/xss-corpus.ts). Each page shows its payloads as text: no handler, no script
 * address, no frame, and no payload runs. Hidden from the sidebar; it runs with the stories.
 */
export const HostileStartups = meta.story({
  tags: ['!dev', '!autodocs'],
  // Twenty-four pages on one canvas repeat each page's landmarks; one page's are unique.
  parameters: { a11y: { config: { rules: [{ id: 'landmark-unique', enabled: false }] } } },
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/api/startups/data/:id', ({ params }) =>
        HttpResponse.json({
          data: [hostileStartup(Number(String(params.id).slice('xss-'.length)))],
        }),
      ),
    ),
  render: () => (
    <Stack gap="16">
      {XSS.map((_, index) => (
        <StartupDetail key={index} id={`xss-${index}`} uid="seed-investor-01" />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(
      () => expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(XSS.length),
      { timeout: 10_000 },
    )
    await expect(activeContent(canvasElement)).toEqual([])
  },
})
