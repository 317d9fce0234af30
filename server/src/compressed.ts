import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { Negotiator } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** Answers smaller than this travel as they are (their headers would outweigh the saving). */
export const COMPRESS_THRESHOLD = 1024
/** Brotli at quality 4: most of its saving over gzip for a fraction of quality 11's CPU. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }

/** The content codings the server answers with, in its order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const
export type Encoding = (typeof ENCODINGS)[number]

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ENCODINGS] })

/**
 * The coding to send an answer in for a request's Accept-Encoding (its q-values honoured; `*`
 * and `x-gzip` taken as gzip, as @fastify/compress takes them), or none.
 */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  return negotiator.negotiate(acceptEncoding.toLowerCase().replace(/\*|x-gzip/g, 'gzip'))
}

/** `bytes` in `encoding`, as @fastify/compress would have made them. */
const compress = (bytes: Buffer, encoding: Encoding): Buffer =>
  encoding === 'br' ? brotliCompressSync(bytes, BROTLI_OPTIONS) : gzipSync(bytes)

/** A JSON answer as it is sent: its bytes, its ETag and its compressed forms made so far. */
export interface EncodedAnswer {
  bytes: Buffer
  etag: string
  compressed: Partial<Record<Encoding, Buffer>>
}

/**
 * A JSON answer as it is sent, with its ETag, made once for each answer object. An answer this
 * process keeps for the next visitors (explore's pages, a visitor's startup, kept a second)
 * comes back as the same object, and its bytes, tag and compressed forms come back with it:
 * serializing and hashing a 20 KB page was most of the CPU it cost each visitor, and of a 304
 * too, which needs the tag. Any other answer is encoded once, as before (the tag is the hash
 * @fastify/etag would make; it keeps a tag set).
 */
const encodedAnswers = new WeakMap<object, EncodedAnswer>()
export function encodedAnswer(body: object): EncodedAnswer {
  let answer = encodedAnswers.get(body)
  if (!answer) {
    answer = encodedText(JSON.stringify(body))
    encodedAnswers.set(body, answer)
  }
  return answer
}

/**
 * A text answer (a page) as it is sent, with its ETag: its holder keeps it to send again, with
 * the compressed forms `inCoding` adds to it.
 */
export function encodedText(text: string): EncodedAnswer {
  const bytes = Buffer.from(text)
  return { bytes, etag: `"${createHash('sha1').update(bytes).digest('base64')}"`, compressed: {} }
}

/**
 * An answer's bytes as a request's Accept-Encoding asks for them: compressed in the coding it
 * prefers from COMPRESS_THRESHOLD up, once for every reader of the same answer. Browsers always
 * ask: compressing a kept 20 KB explore page again for each visitor cost five times what the rest
 * of its answer did (1.35 against 0.23 ms of CPU, brotli).
 */
export function inCoding(
  answer: EncodedAnswer,
  acceptEncoding: string | undefined,
): { bytes: Buffer; coding: Encoding | null } {
  const coding = answer.bytes.length >= COMPRESS_THRESHOLD ? chosenEncoding(acceptEncoding) : null
  if (!coding) return { bytes: answer.bytes, coding: null }
  return { bytes: (answer.compressed[coding] ??= compress(answer.bytes, coding)), coding }
}

/**
 * Sends an encoded answer with its ETag (@fastify/etag then answers a matching If-None-Match with
 * 304 and hashes nothing) in the coding the request prefers, saying so (@fastify/compress leaves
 * an answer that has its coding as it is). The content type is the caller's.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const { bytes, coding } = inCoding(answer, request.headers['accept-encoding'])
  reply.header('etag', answer.etag)
  if (coding) {
    const vary = reply.getHeader('vary')
    reply
      .header('content-encoding', coding)
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
  }
  return reply.send(bytes)
}
