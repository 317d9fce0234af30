import { expect } from 'vitest'
import sharp from 'sharp'
import type { z } from '@/domain/zod'
import { type Answer, forged, type Caller } from './calls'

/** The contract suite's checks on an answer, each failing with the route and the body. */

/** Fails with the route, the expected and actual status and the body, so a break is readable. */
export function expectStatus(answer: Answer, ...expected: number[]) {
  if (!expected.includes(answer.status)) {
    throw new Error(
      `${answer.label} answered ${answer.status}, the contract says ${expected.join(' or ')}.\nBody: ${answer.text.slice(0, 500) || '(empty)'}`,
    )
  }
}

/** Fails with each schema problem spelled out when the body does not have the contract's shape. */
export function expectShape<S extends z.ZodType>(answer: Answer, schema: S): z.infer<S> {
  const result = schema.safeParse(answer.body)
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `  - ${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('\n')
    throw new Error(
      `${answer.label} answered a body that breaks the contract:\n${problems}\nBody: ${answer.text.slice(0, 500)}`,
    )
  }
  return result.data
}

/** A 4xx answer with the contract's JSON error body. */
export function expectClientError(answer: Answer, ...expected: number[]) {
  expectStatus(answer, ...expected)
  expect(answer.body?.error?.code, `${answer.label} must answer a JSON error with a code`).toEqual(
    expect.any(String),
  )
  expect(
    answer.body?.error?.message,
    `${answer.label} must answer a JSON error with a message`,
  ).toEqual(expect.any(String))
}

/**
 * A protected route must refuse no token (401), a forged token (401) and another user's valid
 * token (the `stranger`'s: 403). `make` calls it as `owner` with the token given.
 */
export async function expectGuardedFrom(
  stranger: Caller,
  make: (token: string | undefined) => Promise<Answer>,
  owner: Caller,
) {
  expectClientError(await make(undefined), 401)
  expectClientError(await make(forged(owner.token)), 401)
  expectClientError(await make(stranger.token), 403)
}

/**
 * The picture `served` shows `uploaded`, pixel for pixel: the demo answers a logo as it was
 * uploaded, Seedling's server as the PNG it drew from it at upload.
 */
export async function expectSamePicture(served: Uint8Array, uploaded: Uint8Array) {
  const pixels = (bytes: Uint8Array) =>
    sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const [a, b] = await Promise.all([pixels(served), pixels(uploaded)])
  expect([a.info.width, a.info.height]).toEqual([b.info.width, b.info.height])
  expect(a.data.equals(b.data)).toBe(true)
}
