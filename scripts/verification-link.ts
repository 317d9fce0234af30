import { EMULATOR_PROJECT, emulatorHost, identity } from './emulator-accounts.ts'

/**
 * What the Auth emulator "e-mails" when an account is made: it sends nothing and lists the links
 * instead. These are the verification links it has "sent" to `email`, oldest first.
 */
async function verificationLinks(email: string) {
  const listed = await fetch(
    `http://${emulatorHost()}/emulator/v1/projects/${EMULATOR_PROJECT}/oobCodes`,
  )
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[]
  }
  return oobCodes.filter(
    (code) =>
      code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  )
}

/** Opens the newest verification link sent to `email`, as its owner would, by applying its code. */
export async function openVerificationLink(email: string) {
  const link = (await verificationLinks(email)).at(-1)
  if (!link) throw new Error(`the Auth emulator sent no verification link to ${email}`)
  await identity('accounts:update?key=demo-api-key', { oobCode: link.oobCode })
}

/** How many verification links the emulator has "sent" to `email`. */
export async function verificationLinksSent(email: string) {
  return (await verificationLinks(email)).length
}
