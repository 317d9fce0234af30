import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CancelInput } from '@/domain/cancellation'
import type { OtpRequest, OtpVerify, PaymentReceipt } from '@/domain/payment'
import { useApi, type ApiClient } from './api-context'
import type { HttpRequest } from './http'
import { readAgain } from './read-again'
import { startupKeys } from './startups'

/** Payments: the fetchers, their query keys and options, and the two steps of investing. */

// Schemas load with the first call, not with the pages that only name a query.
const schemas = () => import('@/domain/payment')

export function paymentsApi(request: HttpRequest) {
  return {
    /** GET payments/history/{uid}: a founder's fundings or an investor's payments. */
    history: async (uid: string) =>
      (
        await request(`payments/history/${encodeURIComponent(uid)}`, {
          withCredentials: true,
          schema: (await schemas()).historyResponseSchema,
          // Funded, Fundings and the receipts open offline once seen.
          keep: paymentKeys.history(uid),
        })
      ).data,
    /** POST payments/getotp: asks for a one-time code for this investment. */
    requestOtp: (input: OtpRequest) => request('payments/getotp', { method: 'POST', json: input }),
    /**
     * POST payments/verifypayment: proves the code; the payment is recorded on success. Answers
     * the server's receipt when it sends one the contract describes, else null.
     */
    verify: async (input: OtpVerify): Promise<PaymentReceipt | null> => {
      const answer = await request('payments/verifypayment', { method: 'POST', json: input })
      const receipt = (await schemas()).paymentReceiptSchema.safeParse(
        (answer as { data?: unknown } | undefined)?.data,
      )
      return receipt.success ? receipt.data : null
    },
    /** POST payments/cancel (optional extension): cancels within the cooling-off window. */
    cancel: async (input: CancelInput) =>
      (
        await request('payments/cancel', {
          method: 'POST',
          json: input,
          schema: (await schemas()).cancelAnswerSchema,
        })
      ).data,
  }
}

declare module './api-context' {
  interface ApiClient {
    payments: ReturnType<typeof paymentsApi>
  }
}

export const paymentKeys = {
  all: ['payments'] as const,
  history: (uid: string) => ['payments', 'history', uid] as const,
}

export const historyQuery = (api: ApiClient, uid: string) =>
  queryOptions({ queryKey: paymentKeys.history(uid), queryFn: () => api.payments.history(uid) })

/** Step one of investing: a one-time code for this amount, sent to the investor. */
export function useRequestOtp() {
  const api = useApi()
  return useMutation({ mutationFn: (input: OtpRequest) => api.payments.requestOtp(input) })
}

/**
 * Step two: proves the code. The startup, explore and the investor's history are read again;
 * answers the parsed receipt (null when the server sends none).
 */
export function useVerifyPayment(startupId: string) {
  const api = useApi()
  return useMutation({
    mutationFn: (input: OtpVerify) => api.payments.verify(input),
    onSuccess: (_receipt, input, _result, { client }) =>
      readAgain(
        client,
        startupKeys.one(startupId),
        startupKeys.explore(),
        paymentKeys.history(input.useruid),
      ),
  })
}

/**
 * Cancels an investment within the cooling-off window (docs/product.md#cooling-off): the
 * startup, explore and the investor's history are read again.
 */
export function useCancelInvestment() {
  const api = useApi()
  return useMutation({
    mutationFn: (input: CancelInput & { startupId?: string | undefined }) =>
      api.payments.cancel({ useruid: input.useruid, paymentid: input.paymentid }),
    onSuccess: (_answer, input, _result, { client }) =>
      readAgain(
        client,
        input.startupId === undefined ? undefined : startupKeys.one(input.startupId),
        startupKeys.explore(),
        paymentKeys.history(input.useruid),
      ),
  })
}
