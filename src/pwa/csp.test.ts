import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './csp'

const directive = (csp: string, name: string) =>
  csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? ''

describe('contentSecurityPolicy', () => {
  it('keeps a demo build to its own origin, with no inline or remote script', () => {
    const csp = contentSecurityPolicy({ VITE_API_MODE: 'demo', VITE_AUTH_MODE: 'demo' })
    expect(directive(csp, 'script-src')).toBe("script-src 'self'")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'")
    expect(directive(csp, 'object-src')).toBe("object-src 'none'")
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'")
  })

  it('lets a remote build reach its API and Firebase Auth (or the emulator)', () => {
    const csp = contentSecurityPolicy({
      VITE_API_MODE: 'remote',
      VITE_API_URL: 'https://api.seedling.example/v1',
      VITE_AUTH_MODE: 'firebase',
      VITE_FIREBASE_AUTH_DOMAIN: 'seedling.firebaseapp.com',
      VITE_FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    })
    expect(directive(csp, 'connect-src')).toContain('https://api.seedling.example')
    expect(directive(csp, 'connect-src')).toContain('https://identitytoolkit.googleapis.com')
    expect(directive(csp, 'connect-src')).toContain('http://127.0.0.1:9099')
    expect(directive(csp, 'frame-src')).toContain('https://seedling.firebaseapp.com')
    expect(directive(csp, 'script-src')).not.toContain('unsafe')
  })

  it("keeps a remote build served with its API to its own origin's /api", () => {
    const csp = contentSecurityPolicy({ VITE_API_MODE: 'remote', VITE_AUTH_MODE: 'firebase' })
    expect(directive(csp, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/identitytoolkit/)
  })
})
