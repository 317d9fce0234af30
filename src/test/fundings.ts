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
  { coolingOff = true, cancelled = false } = {},
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
    },
    userData: { name: 'Meera Shah', email: 'meera.shah@example.com', photoUrl: '' },
    startupData: { _id: id, name, slogan: `${name}'s slogan`, logo: '' },
  }
}
