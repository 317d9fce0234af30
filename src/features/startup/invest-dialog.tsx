import { Alert, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react'
import { Lock } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { errorMessage, isApiError } from '@/api/api-error'
import { useRequestOtp, useVerifyPayment } from '@/api/payments'
import { useAcknowledgeRisk, useRiskCheck } from '@/api/users'
import { takeDemoInboxNotice } from '@/lib/demo-inbox'
import { FormField, TextField } from '@/components/ui/form-field'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { RupeeInput, rupeeDigits } from '@/components/ui/rupee-input'
import { toast } from '@/components/ui/toaster-host'
import { formatIndianNumber } from '@/domain/format'
import { OTP_LENGTH } from '@/domain/payment'
import type { Startup } from '@/domain/startup'
import { amountSchema, otpFormSchema } from './invest-schemas'
import { NeedsConnection, useOfflineForServer } from '@/components/connection/needs-connection'
import { useHoldUpdates } from '@/lib/use-pwa'
import type { ReceiptData } from './receipt'
import { inviteFor } from '@/api/invite-codes'
import { RaiseKindLine } from '@/components/ui/raise-outcome'
import { RiskCheck } from './risk-check'

const RESEND_AFTER_S = 30

const dismissDemoInbox = () => {
  const shown = takeDemoInboxNotice()
  if (shown) toast.dismiss(shown)
}

/** 'Invest Now': amount → one-time code → payment, all inside one dialog. */
export function InvestDialog({
  startup,
  uid,
  onInvested,
}: {
  startup: Startup
  uid: string
  onInvested: (receipt: ReceiptData) => void
}) {
  const [open, setOpen] = useState(false)
  const left = Math.max(0, startup.fundsRequired - startup.fundsRecieved)
  return (
    <ModalDialog
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open)
        // The code shown in the demo inbox is spent or void once the dialog closes.
        if (!details.open) dismissDemoInbox()
      }}
      closeOnInteractOutside={false}
      title={`Invest in ${startup.name}`}
      trigger={
        <Button colorPalette="brand" disabled={left === 0}>
          {left === 0 ? 'Fully funded' : 'Invest Now'}
        </Button>
      }
    >
      {/* Mounted only while open, so every opening starts afresh. */}
      {open && (
        <InvestSteps
          startup={startup}
          uid={uid}
          maxAmount={left}
          onDone={(receipt) => {
            setOpen(false)
            dismissDemoInbox()
            onInvested(receipt)
          }}
        />
      )}
    </ModalDialog>
  )
}

function InvestSteps({
  startup,
  uid,
  maxAmount,
  onDone,
}: {
  startup: Startup
  uid: string
  maxAmount: number
  onDone: (receipt: ReceiptData) => void
}) {
  const requestOtpMutation = useRequestOtp()
  const riskCheck = useRiskCheck(uid)
  const acknowledgeRisk = useAcknowledgeRisk()
  const [risksTicked, setRisksTicked] = useState(false)
  const [riskError, setRiskError] = useState<string | null>(null)
  const verifyPayment = useVerifyPayment(startup._id)
  const offline = useOfflineForServer()
  useHoldUpdates()
  const [otpSent, setOtpSent] = useState(false)
  const [resendIn, setResendIn] = useState(0)
  const amountForm = useForm({
    resolver: zodResolver(amountSchema(maxAmount)),
    defaultValues: { amount: '' as unknown as number },
  })
  const otpForm = useForm({ resolver: zodResolver(otpFormSchema), defaultValues: { otp: '' } })

  useEffect(() => {
    if (resendIn <= 0) return
    const timer = setTimeout(() => setResendIn((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [resendIn])

  const requestOtp = async ({ amount }: { amount: number }) => {
    if (riskCheck.due && !risksTicked) {
      setRiskError("Tick 'I understand the risks' to continue")
      return
    }
    try {
      if (riskCheck.due) await acknowledgeRisk.mutateAsync(uid)
      // An invite-only startup's code goes with the request (an optional extension).
      const invite = startup.inviteOnly ? inviteFor(startup._id) : undefined
      await requestOtpMutation.mutateAsync({
        useruid: uid,
        amount,
        startupid: startup._id,
        ...(invite ? { invite } : {}),
      })
      setOtpSent(true)
      setResendIn(RESEND_AFTER_S)
      otpForm.reset({ otp: '' })
    } catch (error) {
      riskCheck.refreshAfter(error)
      amountForm.setError('root', { message: errorMessage(error) })
    }
  }

  /** Back to the amount: the code sent was for the old amount and is no longer offered. */
  const changeAmount = () => {
    setOtpSent(false)
    setResendIn(0)
    otpForm.reset({ otp: '' })
    amountForm.clearErrors()
    dismissDemoInbox()
  }

  const verify = otpForm.handleSubmit(async ({ otp }) => {
    const amount = Number(amountForm.getValues('amount'))
    try {
      const receipt = await verifyPayment.mutateAsync({ useruid: uid, otp })
      onDone({
        startupName: startup.name,
        amount: receipt?.amount ?? amount,
        time: receipt?.createdAt ?? new Date().toISOString(),
        reference: receipt?._id ?? 'not given by the server',
        linked: receipt !== null,
      })
    } catch (error) {
      // A wrong code is the field's fault: said under it, with the tries left, the code
      // selected so that typing the right one replaces it.
      if (isApiError(error) && error.field === 'otp') {
        otpForm.setError('otp', { message: error.message })
        otpForm.setFocus('otp', { shouldSelect: true })
      } else otpForm.setError('root', { message: errorMessage(error) })
    }
  })

  const amountError = amountForm.formState.errors.amount?.message
  const otpError = otpForm.formState.errors.otp?.message
  const rootError = otpSent
    ? otpForm.formState.errors.root?.message
    : amountForm.formState.errors.root?.message
  const busy = amountForm.formState.isSubmitting || otpForm.formState.isSubmitting

  return (
    <>
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted" fontSize="sm">
            {startup.name} still needs ₹{formatIndianNumber(maxAmount)}. We send a one-time code to
            confirm it's you.
          </Text>
          <RaiseKindLine startup={startup} />
          <NeedsConnection action="Investing" />
          {rootError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{rootError}</Alert.Title>
            </Alert.Root>
          )}
          <form id="invest-amount" noValidate onSubmit={amountForm.handleSubmit(requestOtp)}>
            {otpSent ? (
              // The code is for this amount: it reads as locked, and changing it voids the code.
              <Stack gap="1" role="group" aria-labelledby="locked-amount-label">
                <Text id="locked-amount-label" fontSize="sm" fontWeight="medium">
                  Amount
                </Text>
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <HStack gap="2">
                    <Lock size={16} aria-hidden="true" />
                    <Text fontSize="2xl" fontWeight="bold" data-testid="locked-amount">
                      ₹{formatIndianNumber(Number(amountForm.getValues('amount')))}
                    </Text>
                  </HStack>
                  <Button
                    variant="outline"
                    size="sm"
                    minH="11"
                    onClick={changeAmount}
                    disabled={busy}
                  >
                    Change amount
                  </Button>
                </HStack>
              </Stack>
            ) : (
              <FormField
                label="Amount"
                error={amountError}
                helper={`Whole rupees, from ₹1 to ₹${formatIndianNumber(maxAmount)}.`}
              >
                <RupeeInput {...amountForm.register('amount', { setValueAs: rupeeDigits })} />
              </FormField>
            )}
          </form>
          {!otpSent && riskCheck.due && (
            <RiskCheck
              ticked={risksTicked}
              error={riskError}
              onTick={(ticked) => {
                setRisksTicked(ticked)
                if (ticked) setRiskError(null)
              }}
            />
          )}
          {otpSent && (
            <form id="invest-otp" noValidate onSubmit={verify}>
              <TextField
                label="OTP"
                error={otpError}
                helper={`Enter the ${OTP_LENGTH}-digit code we sent you. It is valid for 5 minutes.`}
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                {...otpForm.register('otp', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
              />
              <Button
                variant="plain"
                size="sm"
                px="0"
                mt="2"
                disabled={resendIn > 0 || busy || offline}
                onClick={() => void requestOtp({ amount: Number(amountForm.getValues('amount')) })}
              >
                {resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
              </Button>
            </form>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {/* One submit button; the step decides which form it sends. Keyed, so each step's
            button is its own (focus and loading state do not carry over). */}
        <Button
          key={otpSent ? 'verify' : 'get-otp'}
          type="submit"
          form={otpSent ? 'invest-otp' : 'invest-amount'}
          colorPalette="brand"
          loading={busy}
          disabled={busy || offline}
        >
          {otpSent ? 'Verify' : 'Get OTP'}
        </Button>
      </Dialog.Footer>
    </>
  )
}
