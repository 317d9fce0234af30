interface EmulatorPlace {
  host?: string
  projectId?: string
}

/**
 * What the Auth emulator "e-mails" when an account is made: it sends nothing and lists the links
 * instead. These are the verification links it has "sent" to `email`, oldest first.
 */
async function verificationLinks(
  email: string,
  {
    host = process.env.FIREBASE_AUTH_EMULATOR_HOST || '127.0.0.1:9099',
    projectId = 'demo-seedling',
  }: EmulatorPlace = {},
) {
  const listed = await fetch(`http://${host}/emulator/v1/projects/${projectId}/oobCodes`)
  const { oobCodes } = (await listed.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[]
  }
  return {
    host,
    links: oobCodes.filter(
      (code) =>
        code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase(),
    ),
  }
}

/** Opens the newest verification link sent to `email`, as its owner would, by applying its code. */
export async function openVerificationLink(email: string, place: EmulatorPlace = {}) {
  const { host, links } = await verificationLinks(email, place)
  const link = links.at(-1)
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
export async function verificationLinksSent(email: string, place: EmulatorPlace = {}) {
  return (await verificationLinks(email, place)).links.length
}
