/** A new record id: 24 hex characters from a random UUID (both backends use it). */
export const newId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 24)
