import { describe, expect, it } from 'vitest'
import { apiBaseUrl, parseEnv } from './env'

describe('parseEnv', () => {
  it('fills every default for an empty environment (the demo)', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      VITE_API_MODE: 'demo',
      VITE_AUTH_MODE: 'demo',
      VITE_API_URL: '',
      VITE_DEMO_STARTUPS: 0,
    })
    expect(apiBaseUrl(env)).toBe('/api')
  })

  it('calls the /api of its own origin in a remote build without VITE_API_URL', () => {
    expect(apiBaseUrl(parseEnv({ VITE_API_MODE: 'remote' }))).toBe('/api')
  })

  it('reads remote mode, treating empty values as unset', () => {
    const env = parseEnv({
      VITE_API_MODE: 'remote',
      VITE_API_URL: 'https://api.example.in/',
      VITE_AUTH_MODE: 'firebase',
      VITE_FIREBASE_APP_ID: '',
      VITE_DEMO_STARTUPS: '9986',
    })
    expect(apiBaseUrl(env)).toBe('https://api.example.in/api')
    expect(env.VITE_FIREBASE_APP_ID).toBeUndefined()
    expect(env.VITE_DEMO_STARTUPS).toBe(9986)
  })

  it('fails loudly on a mode, URL or count it does not know', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'staging' })).toThrow(/VITE_API_MODE must be one of/)
    expect(() => parseEnv({ VITE_AUTH_MODE: 'okta' })).toThrow(/VITE_AUTH_MODE/)
    expect(() => parseEnv({ VITE_API_URL: 'not a url' })).toThrow(/VITE_API_URL must be a URL/)
    expect(() => parseEnv({ VITE_DEMO_STARTUPS: '-3' })).toThrow(/VITE_DEMO_STARTUPS/)
    expect(() => parseEnv({ VITE_DEMO_STARTUPS: '1.5' })).toThrow(/VITE_DEMO_STARTUPS/)
  })
})
