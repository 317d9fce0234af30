/** Six uniformly random digits from the platform's cryptographic generator. */
export function generateOtp(): string {
  const buffer = new Uint32Array(1)
  const limit = Math.floor(0x1_0000_0000 / 1_000_000) * 1_000_000
  let value: number
  do {
    crypto.getRandomValues(buffer)
    value = buffer[0]!
  } while (value >= limit)
  return String(value % 1_000_000).padStart(6, '0')
}
