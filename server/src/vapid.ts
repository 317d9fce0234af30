import webpush from 'web-push'
import { readCommandLine } from './command-line'
import { OperatorError } from './operator-error'

// `npm run server:vapid`: a new VAPID key pair for Web Push, as lines of the server's settings.
try {
  readCommandLine({
    usage: 'npm run server:vapid',
    summary:
      "Prints a new VAPID key pair for Web Push as VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY lines to put in the server's settings, with VAPID_SUBJECT (a mailto: or https:// address). Every server process of one deployment uses the same pair; a new pair makes every browser turn notifications on again.",
  })
  const { publicKey, privateKey } = webpush.generateVAPIDKeys()
  console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}`)
} catch (error) {
  console.error(error instanceof OperatorError ? error.message : error)
  process.exit(1)
}
