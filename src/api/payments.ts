import { historyResponseSchema, type OtpRequest, type OtpVerify } from '@/domain/payment'
import type { HttpRequest } from './http'

export function paymentsApi(request: HttpRequest) {
  return {
    /** GET payments/history/{uid}: a founder's fundings or an investor's payments. */
    history: async (uid: string) =>
      (
        await request(`payments/history/${encodeURIComponent(uid)}`, {
          withCredentials: true,
          schema: historyResponseSchema,
        })
      ).data,
    /** POST payments/getotp: asks for a one-time code for this investment. */
    requestOtp: (input: OtpRequest) => request('payments/getotp', { method: 'POST', json: input }),
    /** POST payments/verifypayment: proves the code; the payment is recorded on success. */
    verify: (input: OtpVerify) =>
      request('payments/verifypayment', { method: 'POST', json: input }),
  }
}
