// http_ece ships no types: what the push test uses of it.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  const ece: {
    decrypt(
      buffer: Buffer,
      parameters: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer },
    ): Buffer
  }
  export default ece
}
