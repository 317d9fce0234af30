declare const __APP_VERSION__: string | undefined

/** The running build: package version and build id, set by vite.config.ts ('dev' elsewhere). */
export const APP_VERSION = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev'
