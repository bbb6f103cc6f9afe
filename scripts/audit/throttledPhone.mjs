/**
 * The throttled phone of the side-by-side audit (compare.mjs) and the start-up profile (profile.mjs), in one place
 * so both measure the same visitor: 375 px, touch, DevTools' "Slow 4G" (the figures Lighthouse's devtools
 * throttling uses) and its 4x CPU slowdown.
 */
export const SLOW_4G = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

/** Playwright context options of the phone. */
export const PHONE = Object.freeze({
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

/** Applies the network and CPU throttling to a page's CDP session (before it navigates). */
export async function throttle(cdp) {
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}
