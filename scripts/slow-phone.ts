import type { CDPSession } from '@playwright/test'

/**
 * A phone's conditions for a page's CDP session, as the benches measure them: slow 4G as
 * Lighthouse's mobile profile has it (150 ms, 1.6 Mbps down, 750 kbps up) and the CPU 4× slower.
 * The page's own requests only: a service worker's are not slowed.
 */
export async function slowPhone(cdp: CDPSession) {
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
}
