/**
 * Where a public page's start-up time goes (issue 44), ours beside the official Gatsby starter, from Chromium CPU
 * profiles on the throttled phone of the side-by-side audit (scripts/audit.sh --profile serves both and calls this):
 *
 *   node scripts/audit/profile.mjs --ours URL --starter URL --starter-public DIR [--runs 5] [--interval 100]
 *
 * Pages: our home and the starter's, our longest docs page and the starter's longest post (as compare.mjs picks
 * them). Each run visits the four in turn, cold (a fresh browser context), with a CPU profile sampled every
 * --interval µs from before the navigation until one second after Gatsby's `onInitialClientRender` mark (the
 * second catches the effects and prefetches a page starts once hydrated). From each profile: self time until the
 * mark, grouped by script chunk and, through the build's source maps, by package family or folder of the site, and
 * the time each group was on the stack; from a trace of the same visit, the main thread's time by kind of work
 * (parsing HTML, style, layout, paint, compiling and running scripts), which the profile calls "(program)" but for
 * the scripts; long tasks before the mark. Medians over the runs.
 *
 * Tables on stdout, everything in reports/audit-profile.json, and the last run of each page as a .cpuprofile in
 * reports/profile/ (DevTools' Performance panel opens it). Needs a build with source maps (`npm run build` makes
 * them; the test suite's build does not).
 */
// Plain ESM on bare Node on purpose (run.mjs says why).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium as playwright } from "playwright-core";
import chromiumSettings from "../chromium.js";
import profileGroups from "./profileGroups.js";
import traceActivity from "./traceActivity.js";
import sideBySide from "./sideBySide.js";
import { CPU_SLOWDOWN, PHONE, throttle } from "./throttledPhone.mjs";
import { longestDoc, longestPost } from "./longPages.mjs";
import { groupBySource, hasSourceMaps, sourceLocator } from "./sourceLocator.mjs";
import { sitePair } from "./sitePair.mjs";

const { CHROMIUM_PATH, CHROMIUM_ARGS } = chromiumSettings;
const {
  aggregate,
  chunkOf,
  formatPairTable,
  FAMILY_LABELS,
  STYLING_LABELS,
  sourceGroupOf,
  sourcePathOf,
  summarize,
  IDLE,
} = profileGroups;
const { median } = sideBySide;
const { TRACE_CATEGORIES, activityTimes, mainThreadOf } = traceActivity;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..");
const REPORTS = path.join(ROOT, "reports");

/**
 * Recorded in the page before any of its scripts: the first contentful paint, long tasks, and Gatsby's mark after
 * its first commit (`onInitialClientRender`, set by its production app in an effect). The page says when the mark
 * came and a second later through the console, so nothing polls it while it is profiled.
 */
const PROBE = `(() => {
  if (window !== window.top) return;
  const p = (window.__profile = { fcp: null, hydrated: null, longTasks: [] });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") p.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) p.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.name === "onInitialClientRender" && p.hydrated === null) {
        p.hydrated = e.startTime;
        setTimeout(() => console.debug("profile:done"), 1000);
      }
  }).observe({ type: "mark", buffered: true });
})();`;

/** Our files (and the starter's) by path; everything else by its group, so the table can pick the site's own. */
const fileOf = (source) => {
  const rel = sourcePathOf(source);
  return /^(src|core|content)\/|^gatsby-browser\./.test(rel) ? rel : sourceGroupOf(source);
};

/** theme-ui and emotion as one group, for the time either is on the stack (the two nest inside each other). */
const stylingOf = (source) => {
  const group = sourceGroupOf(source);
  return STYLING_LABELS.includes(group) ? "styling" : group;
};

/** One cold visit with a CPU profile; returns its grouped figures (and the raw profile, for the last run's file). */
async function profiledVisit(browser, site, route, intervalUs) {
  const url = `${site.base}${route}`;
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    await cdp.send("Performance.enable");
    await cdp.send("Profiler.enable");
    await cdp.send("Profiler.setSamplingInterval", { interval: intervalUs });
    const done = page.waitForEvent("console", { predicate: (m) => m.text() === "profile:done", timeout: 120_000 });
    await browser.startTracing(undefined, { categories: [...TRACE_CATEGORIES] });
    await cdp.send("Profiler.start");
    await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
    await done;
    const { profile } = await cdp.send("Profiler.stop");
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8"));
    const { metrics } = await cdp.send("Performance.getMetrics");
    const probe = await page.evaluate(() => window.__profile);
    // The page's clock starts at its navigation; the profile's is the same monotonic clock in µs.
    const navigationStartUs = metrics.find((m) => m.name === "NavigationStart").value * 1e6;
    const until = navigationStartUs + probe.hydrated * 1000;

    const byChunk = (node) => chunkOf(node.callFrame, url);
    const scripts = aggregate(profile, byChunk, until);
    const whole = aggregate(profile, byChunk);
    const sources = aggregate(profile, groupBySource(site.sourceOf, url, sourceGroupOf), until);
    const files = aggregate(profile, groupBySource(site.sourceOf, url, fileOf), until);
    const styling = aggregate(profile, groupBySource(site.sourceOf, url, stylingOf), until);
    const thread = mainThreadOf(traceEvents, url);
    if (!thread) throw new Error(`profile: no main thread of ${url} in the trace`);
    const activity = { self: activityTimes(traceEvents, thread, until), onStack: {} };
    const before = probe.longTasks.filter(([start]) => start < probe.hydrated);
    const busy = (self) => Object.entries(self).reduce((t, [l, us]) => (l === IDLE ? t : t + us), 0) / 1000;
    return {
      figures: {
        fcpMs: probe.fcp,
        hydratedMs: probe.hydrated,
        longTasks: before.length,
        longTaskMs: before.reduce((t, [, d]) => t + d, 0),
        busyAfterMs: busy(whole.self) - busy(scripts.self),
        // Per run, to show how far runs of the same page spread on a shared machine.
        busyMs: busy(scripts.self),
        stylingMs: (styling.onStack.styling ?? 0) / 1000,
      },
      scripts,
      sources,
      files,
      activity,
      profile,
    };
  } finally {
    await context.close();
  }
}

const round = (v) => (v === null ? null : Math.round(v));

function pageSummary(runs) {
  const fig = (key) => median(runs.map((r) => r.figures[key]));
  return {
    fcpMs: round(fig("fcpMs")),
    hydratedMs: round(fig("hydratedMs")),
    longTasks: fig("longTasks"),
    longTaskMs: round(fig("longTaskMs")),
    busyAfterMs: round(fig("busyAfterMs")),
    stylingMs: round(fig("stylingMs")),
    scripts: summarize(runs.map((r) => r.scripts)),
    sources: summarize(runs.map((r) => r.sources)),
    files: summarize(runs.map((r) => r.files)),
    activity: summarize(runs.map((r) => r.activity)),
  };
}

const ms = (v) => (v === null ? "—" : `${Math.round(v).toLocaleString("en-US")} ms`);

/** The tables of one page on both sites. */
function pageTables(title, ours, starter) {
  const figures = [
    ["first contentful paint", (s) => ms(s.fcpMs)],
    ["hydrated (`onInitialClientRender`)", (s) => ms(s.hydratedMs)],
    ["main thread busy until hydrated", (s) => ms(s.scripts.busyMs)],
    ["long tasks before hydrated", (s) => `${s.longTasks} (${ms(s.longTaskMs)})`],
    ["styling on stack (theme-ui or emotion) until hydrated", (s) => ms(s.stylingMs)],
    ["busy in the second after", (s) => ms(s.busyAfterMs)],
  ];
  const ownFiles = (s) => ({
    busyMs: s.files.busyMs,
    rows: Object.fromEntries(
      Object.entries(s.files.rows).filter(([l]) => /^(src|core|content)\/|^gatsby-browser\./.test(l)),
    ),
  });
  return [
    `### ${title}`,
    "",
    "| from navigation start | ours | starter |",
    "| --- | ---: | ---: |",
    ...figures.map(([label, f]) => `| ${label} | ${f(ours)} | ${f(starter)} |`),
    "",
    formatPairTable("main thread by activity (trace), until hydrated", ours.activity, starter.activity),
    "",
    formatPairTable("by script, until hydrated", ours.scripts, starter.scripts),
    "",
    formatPairTable("by source, until hydrated", ours.sources, starter.sources, {
      onStack: true,
      always: FAMILY_LABELS,
    }),
    "",
    formatPairTable("the site's own files", ownFiles(ours), ownFiles(starter), {
      onStack: true,
      sortBy: "onStackMs",
      limit: 12,
    }),
  ].join("\n");
}

function commitOf() {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--", "src", "content", "gatsby-browser.tsx"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return null;
  }
}

async function main() {
  const { ours, starter, runs, values } = sitePair(process.argv.slice(2), "profile", ROOT, {
    interval: { type: "string" },
  });
  const intervalUs = values.interval === undefined ? 100 : Math.max(50, Number(values.interval) || 100);
  for (const site of [ours, starter])
    if (!hasSourceMaps(site.public))
      throw new Error(`profile: ${site.public} has no source maps (the test suite's build skips them); rebuild it`);
  for (const site of [ours, starter]) site.sourceOf = sourceLocator(site.public);
  const doc = longestDoc(ours.public);
  const post = longestPost(starter.public);
  if (!doc || !post) throw new Error(`profile: no long page to compare (ours ${doc}, starter ${post})`);
  const visits = [
    { page: "home", site: ours, route: "/" },
    { page: "home", site: starter, route: "/" },
    { page: "long page", site: ours, route: doc },
    { page: "long page", site: starter, route: post },
  ];
  console.log(
    `profile: ${runs} interleaved runs, sampling every ${intervalUs} µs; long page: ours ${doc}, ` +
      `starter ${post}; phone: 375 px, Slow 4G, ${CPU_SLOWDOWN}x CPU`,
  );
  const samples = visits.map(() => []);
  const lastProfiles = [];
  const browser = await playwright.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((a) => a !== "--headless"),
  });
  try {
    // One visit of each page first, not counted: the browser's own start-up work and the servers' first answers
    // would otherwise fall on the first run.
    process.stdout.write("profile: warm-up ");
    for (const v of visits) {
      await profiledVisit(browser, v.site, v.route, intervalUs);
      process.stdout.write(".");
    }
    console.log("");
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`profile: run ${run}/${runs} `);
      for (const [i, v] of visits.entries()) {
        const { profile, ...result } = await profiledVisit(browser, v.site, v.route, intervalUs);
        samples[i].push(result);
        lastProfiles[i] = profile;
        process.stdout.write(".");
      }
      console.log("");
    }
  } finally {
    await browser.close();
  }

  const summaries = visits.map((v, i) => ({
    page: v.page,
    site: v.site.name,
    route: v.route,
    ...pageSummary(samples[i]),
  }));
  const summary = (page, site) => summaries.find((s) => s.page === page && s.site === site);
  const date = new Date().toISOString();
  const commit = commitOf();
  console.log(`\nMedians of ${runs} runs, ${date.slice(0, 10)}, commit ${commit ?? "unknown"}.\n`);
  for (const [page, title] of [
    ["home", "home (ours /, the starter's /)"],
    ["long page", `long page (ours ${doc}, the starter's ${post})`],
  ])
    console.log(`${pageTables(title, summary(page, "ours"), summary(page, "starter"))}\n`);
  console.log(
    "Self time is the time a group's own functions ran (native calls charged to their caller); on stack, the time it\n" +
      "was anywhere in the call stack (a component with what it called). Shares are of the busy time (all but idle),\n" +
      "each the median over the runs. (program) is the browser's work outside JavaScript: parsing, style, layout, paint.",
  );

  fs.mkdirSync(path.join(REPORTS, "profile"), { recursive: true });
  visits.forEach((v, i) => {
    const name = `${v.site.name}-${v.page.replace(/\s+/g, "-")}.cpuprofile`;
    fs.writeFileSync(path.join(REPORTS, "profile", name), JSON.stringify(lastProfiles[i]));
  });
  fs.writeFileSync(
    path.join(REPORTS, "audit-profile.json"),
    JSON.stringify(
      {
        date,
        commit,
        runs,
        intervalUs,
        phone: { widthPx: 375, network: "Slow 4G", cpuSlowdown: CPU_SLOWDOWN },
        pages: summaries.map((s, i) => ({ ...s, runs: samples[i].map((r) => r.figures) })),
      },
      null,
      2,
    ),
  );
  console.log("\nprofile: summary in reports/audit-profile.json, the last run of each page in reports/profile/");
}

main().catch((e) => {
  console.error(e instanceof Error ? e.stack : e);
  process.exit(2);
});
