/** Where the page keeps a `beforeinstallprompt` that came before the app's code. */
export const EARLY_INSTALL_GLOBAL = 'seedlingInstallPrompt'

/**
 * Chromium offers installation within a few hundred milliseconds, before the app's modules (which
 * load after the first paint) can listen. This inline script in index.html keeps the offer for
 * the install store; the Content-Security-Policy allows it by its hash.
 */
export const EARLY_INSTALL_SCRIPT = `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.${EARLY_INSTALL_GLOBAL}=e})`
