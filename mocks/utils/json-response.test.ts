import { HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { jsonResponse } from './json-response'

describe('jsonResponse', () => {
  it.each([
    [{ name: 'Krishi ₹ सेंस', nested: [1, null, 'ü'] }, 200],
    [{ error: { code: 'not_found', message: 'No route' } }, 404],
    [[], 201],
    [undefined, 200],
  ])('answers %j as HttpResponse.json does, the length in bytes', async (body, status) => {
    const ours = jsonResponse(body, { status })
    const msw = HttpResponse.json(body, { status })
    expect(ours.status).toBe(msw.status)
    expect(ours.headers.get('content-type')).toBe(msw.headers.get('content-type'))
    expect(ours.headers.get('content-length')).toBe(msw.headers.get('content-length'))
    const text = await ours.text()
    expect(text).toBe(await msw.text())
    expect(Number(ours.headers.get('content-length'))).toBe(new TextEncoder().encode(text).length)
  })
})
