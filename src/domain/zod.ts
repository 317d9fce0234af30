import { z } from 'zod'

// Zod's compiled object parsers probe for eval the first time a schema is built, and the
// Content-Security-Policy forbids eval (and reports the attempt). Every schema module imports
// z from here, so this runs before any schema exists.
z.config({ jitless: true })

export { z }
