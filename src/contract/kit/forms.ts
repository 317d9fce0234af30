import { PDF_BYTES, PNG_BYTES } from './files'

/** A multipart body of `values`, in their order; a null value leaves its field out. */
export function formOf(values: Record<string, string | File | null>): FormData {
  const form = new FormData()
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value)
  return form
}

/** A complete, valid creation payload for `uid`; `patch` replaces or removes fields. */
export function startupForm(
  uid: string,
  patch: Record<string, string | File | null> = {},
): FormData {
  const values: Record<string, string | File | null> = {
    useruid: uid,
    username: 'Kavya Reddy',
    name: 'Tiffin Trail',
    slogan: 'Home-cooked lunch for office workers',
    description: '## Fresh every day\n\nWe deliver **home-cooked** tiffins.',
    stocks: '7',
    fundsRequired: '500000',
    domain: 'Hospitality',
    websiteLink: 'https://tiffintrail.example.in',
    founded: '2022-05-01',
    logo: new File([PNG_BYTES], 'logo.png', { type: 'image/png' }),
    report: new File([PDF_BYTES], 'report.pdf', { type: 'application/pdf' }),
    ...patch,
  }
  return formOf(values)
}
