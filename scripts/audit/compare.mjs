/**
 * Our build beside the official Gatsby starter, in one run (scripts/audit.sh serves both and calls this):
 *
 *   node scripts/audit/compare.mjs --ours URL --starter URL --starter-public DIR [--runs 5]
 *
 * Pairs: our home against the starter's home, our longest docs page against the starter's longest blog post, and
 * our /login/ alone (its JavaScript with the sign-in library). Runs are interleaved (ours, starter, ours, …) so a
 * busy moment of this machine falls on both sites, and every figure is the median of --runs:
 * - Lighthouse mobile defaults (simulated Slow 4G, 4x CPU), performance only: score, LCP, TBT, CLS;
 * - the gzipped JavaScript the page loads (gzip -9 of the served files);
 * - on a throttled phone in Chromium (375 px, touch, DevTools' Slow 4G: 562.5 ms latency, 1.44 Mbit/s, and 4x CPU):
 *   the time from the first contentful paint until React has hydrated the page, and until a tap on our header's
 *   menu button opens the navigation, or on a docs page the page list (the starter's header has no menu).
 * Summary in reports/audit-compare.json. Exit code 0 unless --strict and a target failed.
 */
// Plain ESM on bare Node on purpose (run.mjs says why).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium as playwright } from "playwright-core";
import budget from "./budget.js";
import sideBySide from "./sideBySide.js";
import chromiumSettings from "../chromium.js";
import { runLighthouse } from "./lighthouse-run.mjs";
import { CPU_SLOWDOWN, PHONE, throttle } from "./throttledPhone.mjs";
import { longestDoc, longestPost } from "./longPages.mjs";
import { sitePair } from "./sitePair.mjs";

const { gzipSize, scriptRequests, onFirstUseFiles } = budget;
const { median, judgePair, judgeJs, formatTable } = sideBySide;
const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromiumSettings;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const REPORTS = path.join(ROOT, "reports");

function servedFile(publicDir, urlPath) {
  const file = path.join(publicDir, decodeURIComponent(urlPath));
  return file.startsWith(publicDir) && fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

function lighthouseFigures(lhr, site, publicDir) {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const { executed } = scriptRequests(items, new URL(site.base).origin);
  let jsGz = 0;
  for (const p of executed) {
    const file = servedFile(publicDir, p);
    if (file) jsGz += gzipSize(fs.readFileSync(file));
  }
  return {
    score: lhr.categories.performance?.score ?? null,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    jsGz,
    scripts: executed,
  };
}

/**
 * Recorded in the page before any of its scripts: the first contentful paint, and the end of hydration, read from
 * the `onInitialClientRender` mark Gatsby's runtime sets in its root component's first effect (both sites run
 * Gatsby 5; the mark is the same whether React or Preact renders). The page under test is not changed.
 */
const PROBE = `(() => {
  window.__audit = { fcp: null, hydrated: null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") window.__audit.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === "onInitialClientRender" && window.__audit.hydrated === null) window.__audit.hydrated = e.startTime;
  }).observe({ type: "mark", buffered: true });
})();`;

/** Our header's menu button (the site's navigation dialog, or on docs pages the page list), and what it opens. */
const MENU_BUTTON = 'button[aria-label="Open navigation menu"], button[aria-controls="docs-nav"]';
const MENU_OPEN = () => {
  const nav = document.querySelector('[role="dialog"][aria-label="Navigation"], #docs-nav');
  return Boolean(nav && nav.checkVisibility());
};

/**
 * A visit whose page navigated away is made again, once: a tap repeated while a slow phone was still drawing the menu
 * the previous tap opened can land on one of its links.
 */
async function phoneVisitOnce(browser, url) {
  try {
    return await phoneVisit(browser, url);
  } catch (error) {
    if (!/Execution context was destroyed/.test(String(error))) throw error;
    process.stdout.write("(a tap followed a link; visit repeated)");
    return phoneVisit(browser, url);
  }
}

/** One visit on the throttled phone: FCP→hydrated and (when the page has our menu button) FCP→a tap opens it. */
async function phoneVisit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => window.__audit.fcp !== null, null, { polling: 20, timeout: 30_000 });
    const fcp = await page.evaluate(() => window.__audit.fcp);
    let tapMs;
    const button = page.locator(MENU_BUTTON);
    if ((await button.count()) > 0 && (await button.isVisible())) {
      const box = await button.boundingBox();
      const deadline = Date.now() + 20_000;
      tapMs = null;
      while (Date.now() < deadline) {
        const at = await page.evaluate(() => performance.now());
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
        const opened = await page.waitForFunction(MENU_OPEN, null, { polling: 20, timeout: 250 }).then(
          () => true,
          () => false,
        );
        if (opened) {
          tapMs = Math.max(0, at - fcp);
          break;
        }
      }
    }
    await page.waitForFunction(() => window.__audit.hydrated !== null, null, { polling: 50, timeout: 30_000 });
    const hydrated = await page.evaluate(() => window.__audit.hydrated);
    return { hydratedMs: hydrated - fcp, tapMs };
  } finally {
    await context.close();
  }
}

async function main() {
  const { ours, starter, runs, values } = sitePair(process.argv.slice(2), "audit", ROOT, {
    strict: { type: "boolean" },
  });
  const strict = values.strict === true;
  const doc = longestDoc(ours.public);
  const post = longestPost(starter.public);
  if (!doc || !post) throw new Error(`audit: no long page to compare (ours ${doc}, starter ${post})`);
  const visits = [
    { page: "home", site: ours, route: "/" },
    { page: "home", site: starter, route: "/" },
    { page: `long page`, site: ours, route: doc },
    { page: `long page`, site: starter, route: post },
    { page: "/login/", site: ours, route: "/login/", lighthouseOnly: true },
  ];
  console.log(
    `audit: side by side, ${runs} interleaved runs; long page: ours ${doc}, starter ${post}; ` +
      `phone: 375 px, Slow 4G, ${CPU_SLOWDOWN}x CPU`,
  );
  for (const v of visits) await fetch(`${v.site.base}${v.route}`).then((r) => r.arrayBuffer());
  const samples = visits.map(() => ({ lighthouse: [], phone: [] }));
  const browser = await playwright.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((a) => a !== "--headless"),
  });
  try {
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`audit: run ${run}/${runs} `);
      for (const [i, v] of visits.entries()) {
        const lhr = await runLighthouse(`${v.site.base}${v.route}`, ["performance"]);
        samples[i].lighthouse.push(lighthouseFigures(lhr, v.site, v.site.public));
        if (!v.lighthouseOnly) samples[i].phone.push(await phoneVisitOnce(browser, `${v.site.base}${v.route}`));
        process.stdout.write(".");
      }
      console.log("");
    }
  } finally {
    await browser.close();
  }

  const chunkMap = JSON.parse(fs.readFileSync(path.join(ours.public, "chunk-map.json"), "utf8"));
  const rows = visits.map((v, i) => {
    const lh = samples[i].lighthouse.filter((s) => !s.error);
    const phone = samples[i].phone;
    let jsGz = median(lh.map((s) => s.jsGz));
    if (v.lighthouseOnly && jsGz !== null) {
      const loaded = new Set(lh.flatMap((s) => s.scripts));
      for (const f of onFirstUseFiles(chunkMap))
        if (!loaded.has(f)) jsGz += gzipSize(fs.readFileSync(servedFile(ours.public, f)));
    }
    const taps = phone.map((p) => p.tapMs);
    return {
      page: v.page,
      site: v.site.name,
      route: v.route,
      score: median(lh.map((s) => s.score)),
      lcpMs: median(lh.map((s) => s.lcpMs)),
      tbtMs: median(lh.map((s) => s.tbtMs)),
      cls: median(lh.map((s) => s.cls)),
      jsGz,
      hydratedMs: median(phone.map((p) => p.hydratedMs)),
      tapMs: taps.some((t) => t !== undefined) ? median(taps) : undefined,
      errors: samples[i].lighthouse.filter((s) => s.error).map((s) => s.error),
      runs: { lighthouse: samples[i].lighthouse.map(({ scripts, ...rest }) => rest), phone },
    };
  });
  console.log("");
  console.log(formatTable(rows));
  const row = (page, site) => rows.find((r) => r.page === page && r.site === site);
  const verdicts = [
    ...judgePair("home", row("home", "ours"), row("home", "starter")),
    ...judgePair("long page", row("long page", "ours"), row("long page", "starter")),
    ...judgeJs(row("home", "ours").jsGz, row("/login/", "ours").jsGz),
  ];
  console.log("\nTargets (ours against the starter; the score is printed, not judged):");
  for (const v of verdicts) console.log(`  ${v.pass ? "PASS" : "FAIL"}  ${v.rule} (${v.detail})`);
  for (const r of rows) for (const e of r.errors) console.log(`  Lighthouse error on ${r.site} ${r.route}: ${e}`);
  fs.mkdirSync(REPORTS, { recursive: true });
  fs.writeFileSync(
    path.join(REPORTS, "audit-compare.json"),
    JSON.stringify({ date: new Date().toISOString(), runs: runs, rows, verdicts }, null, 2),
  );
  console.log("\naudit: summary in reports/audit-compare.json");
  if (strict && verdicts.some((v) => !v.pass)) process.exit(1);
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(2);
});
