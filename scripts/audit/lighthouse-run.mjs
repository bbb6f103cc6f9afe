/** One Lighthouse run (mobile defaults) in a fresh Debian Chromium; chrome-launcher gives it a fresh profile. */
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";
import chromium from "../chromium.js";
import { waitForBrowserIdle } from "./browser-idle.mjs";

const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromium;

export async function runLighthouse(url, categories) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS],
    logLevel: "error",
  });
  try {
    // Chromium keeps both cores busy for ~2 s after its DevTools port opens (browser-idle.mjs says why).
    await waitForBrowserIdle(chrome.pid);
    const runner = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...categories],
    });
    if (!runner) throw new Error("Lighthouse returned no result");
    return runner.lhr;
  } finally {
    await chrome.kill();
  }
}
