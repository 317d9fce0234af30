import { Button, Dialog, Field, Input, Stack, Text } from '@chakra-ui/react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within, waitFor } from 'storybook/test'
import { ColorModeButton } from '@/components/ui/color-mode-button'
import { DomainSelect } from '@/components/ui/domain-select'
import { FoldToggle } from '@/components/ui/fold-toggle'
import { FormField } from '@/components/ui/form-field'
import { FundingList } from '@/components/ui/funding-list'
import { AmountRow } from '@/components/ui/amount-row'
import type { UseQueryResult } from '@tanstack/react-query'
import { fundingRecordSchema, type FundingRecord } from '@/domain/payment'
import { HelpLink } from '@/components/ui/help-link'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { RupeeInput } from '@/components/ui/rupee-input'
import { LogoMark } from '@/components/ui/logo'
import { PasswordInput } from '@/components/ui/password-input'
import { StartupLogo } from '@/components/ui/startup-logo'
import { toaster } from '@/components/ui/toaster'
import { withToaster } from '@/components/ui/toaster-host'

const meta = { title: 'Components/UI' } satisfies Meta
export default meta
type Story = StoryObj<typeof meta>

export const Logo: Story = { render: () => <LogoMark size={64} /> }
export const ColorMode: Story = { render: () => <ColorModeButton /> }
export const LinkToHelp: Story = { render: () => <HelpLink /> }

/** A labelled field with its hint and its error. */
export const LabelledField: Story = {
  render: () => (
    <Stack maxW="xs" gap="4">
      <FormField label="Startup name" helper="As investors will see it.">
        <Input />
      </FormField>
      <FormField label="Slogan" error="Slogan is required">
        <Input />
      </FormField>
    </Stack>
  ),
}

const records: FundingRecord[] = [
  fundingRecordSchema.parse({
    paymentData: { _id: 'p1', amount: 25000, createdAt: '2026-11-20T10:00:00Z' },
    userData: { name: 'Meera Shah', email: 'meera.shah@example.com' },
    startupData: { name: 'ChaiCredit' },
  }),
]
/** The page around a list of fundings: total, actions and rows. */
export const ListOfFundings: Story = {
  render: () => (
    <FundingList
      heading="See who funded in your startup"
      history={
        { data: records, isPending: false, isError: false } as UseQueryResult<FundingRecord[]>
      }
      loadingLabel="Loading fundings"
      empty="No fundings yet"
      totalLabel="Total raised"
      row={({ paymentData, userData }) => (
        <AmountRow
          key={paymentData._id}
          media={null}
          title={userData.name}
          subtitle={userData.email}
          date={paymentData.createdAt}
          amount={paymentData.amount}
        />
      )}
    />
  ),
}
export const Domains: Story = {
  render: () => (
    <Field.Root maxW="xs">
      <Field.Label>Domain</Field.Label>
      <DomainSelect emptyLabel="All domains" defaultValue="Finance" />
    </Field.Root>
  ),
}
/** The phone-only control that opens a folded panel (shown on a phone-sized screen). */
export const FoldToggleOnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  render: () => (
    <FoldToggle open={false} controls="panel" onToggle={() => undefined}>
      Filters
    </FoldToggle>
  ),
}

/** Rupee amounts: '₹' in front, digits grouped the Indian way as they are typed. */
export const RupeeAmount: Story = {
  render: () => (
    <Field.Root maxW="xs">
      <Field.Label>Amount</Field.Label>
      <RupeeInput />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Amount')
    await userEvent.type(input, '1234567')
    await expect(input).toHaveValue('12,34,567')
  },
}

/** Startup logos at the sizes the app uses; an unsafe address never reaches the <img>. */
export const StartupLogos: Story = {
  render: () => (
    <Stack direction="row" align="center">
      <StartupLogo src="/logos/krishi-sense.svg" size={40} alt="KrishiSense logo" />
      <StartupLogo src="/logos/chai-credit.svg" size={56} alt="ChaiCredit logo" />
      <StartupLogo src="/logos/dhun-box.svg" size={72} rounded="lg" alt="DhunBox logo" />
      <StartupLogo src="javascript:alert(1)" size={48} alt="Unsafe logo" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const unsafe = within(canvasElement).getByRole('img', { name: 'Unsafe logo' })
    await expect(unsafe.getAttribute('src') ?? '').not.toMatch(/javascript:/i)
    const large = within(canvasElement).getByRole('img', { name: 'DhunBox logo' })
    await expect(large.getBoundingClientRect().width).toBe(72)
  },
}

export const Password: Story = {
  render: () => (
    <Field.Root maxW="sm">
      <Field.Label>Password</Field.Label>
      <PasswordInput defaultValue="secret-123" />
    </Field.Root>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const input = canvas.getByLabelText('Password')
    await expect(input).toHaveAttribute('type', 'password')
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(input).toHaveAttribute('type', 'text')
  },
}

export const Toasts: Story = {
  render: () => (
    <Stack direction="row">
      <Button onClick={() => toaster.success({ title: 'Logged in' })}>Success</Button>
      <Button onClick={() => toaster.error({ title: "Couldn't sign you out" })}>Error</Button>
      <Button
        onClick={() =>
          toaster.create({
            type: 'info',
            title: 'Demo inbox: your one-time code is 482913',
            closable: true,
          })
        }
      >
        Demo inbox
      </Button>
      <Button
        onClick={() =>
          withToaster((loaded) => loaded.info({ title: 'Shown through the lazy toaster' }))
        }
      >
        Lazy
      </Button>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Demo inbox' }))
    const toast = await within(document.body).findByText('Demo inbox: your one-time code is 482913')
    await waitFor(() => expect(toast).toBeVisible())
  },
}

/** The app's dialog shell: title, an optional line under it, body, footer, close button. */
export const Modal: Story = {
  parameters: { a11y: { context: { include: ['[role=dialog]'] } } },
  render: () => (
    <ModalDialog
      title="Invest in PadhoPal"
      description="A line under the title"
      trigger={<Button>Open dialog</Button>}
    >
      <Dialog.Body>
        <Text>The dialog's body.</Text>
      </Dialog.Body>
    </ModalDialog>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }))
    const dialog = await within(document.body).findByRole('dialog', { name: 'Invest in PadhoPal' })
    // It fades in.
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
