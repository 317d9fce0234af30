const HOUR = 3_600_000

/**
 * One record of a payments/history answer, paid `hoursAgo`: as a server with the cooling-off
 * window answers it (`coolingOff`, the default), or as a base-contract server does.
 */
export function fundingRecord(
  id: string,
  name: string,
  amount: number,
  hoursAgo: number,
  {
    coolingOff = true,
    cancelled = false,
    refunded = false,
    terms,
  }: {
    coolingOff?: boolean
    cancelled?: boolean
    /** Refunded when its all-or-nothing raise closed short of target (the close extension). */
    refunded?: boolean
    /** The raise's terms, as a server with the implied-stake extension answers them. */
    terms?: { fundsRequired: number; stocks: number }
  } = {},
) {
  const createdAt = new Date(Date.now() - hoursAgo * HOUR).toISOString()
  return {
    paymentData: {
      _id: id,
      amount,
      createdAt,
      ...(coolingOff
        ? {
            cancellableUntil: new Date(Date.parse(createdAt) + 48 * HOUR).toISOString(),
            cancelledAt: cancelled ? new Date(Date.parse(createdAt) + HOUR).toISOString() : null,
          }
        : {}),
      ...(refunded
        ? {
            refundedAt: new Date(Date.parse(createdAt) + 2 * HOUR).toISOString(),
            refundRef: `RF-${id}`,
          }
        : {}),
    },
    userData: { name: 'Meera Shah', email: 'meera.shah@example.com', photoUrl: '' },
    startupData: { _id: id, name, slogan: `${name}'s slogan`, logo: '', ...terms },
  }
}
