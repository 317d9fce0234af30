/**
 * What the Auth emulator "e-mails" when an account is made: it sends nothing and lists the links
 * instead. Tests open the verification link as the address's owner would, by applying its code.
 */
export async function openVerificationLink(
  email: string,
  {
    host = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    projectId = 'demo-seedling',
  } = {},
) {
  const listed = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`)
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[]
  }
  const link = oobCodes.findLast(
    (code) =>
      code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  )
  if (!link) throw new Error(`the Auth emulator sent no verification link to ${email}`)
  const applied = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode: link.oobCode }),
    },
  )
  if (!applied.ok)
    throw new Error(`the Auth emulator refused the link: ${applied.status} ${await applied.text()}`)
}

/** How many verification links the emulator has "sent" to `email`. */
export async function verificationLinksSent(
  email: string,
  {
    host = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    projectId = 'demo-seedling',
  } = {},
) {
  const listed = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`)
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string }[]
  }
  return oobCodes.filter(
    (code) =>
      code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
  ).length
}
