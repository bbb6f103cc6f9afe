/**
 * Pure parts of the side-by-side audit (compare.mjs): medians, the targets against the reference starter, and the
 * table. Plain CommonJS for the same reason as budget.js; sideBySide.test.ts covers it.
 */
"use strict";
const { KB, HOME_JS_BUDGET_BYTES, HOME_JS_GOAL_BYTES, SIGN_IN_JS_BUDGET_BYTES } = require("./budget.js");

/** Median of the numbers in `values` (nulls left out); null when there are none. */
function median(values) {
  const xs = values.filter((v) => typeof v === "number" && Number.isFinite(v)).sort((a, b) => a - b);
  if (xs.length === 0) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 === 1 ? xs[mid] : (xs[mid - 1] + xs[mid]) / 2;
}

/** Our page's TBT may exceed the starter's by this much (the "within 50 ms"). */
const TBT_MARGIN_MS = 50;

/**
 * The verdicts of one pair of pages (ours against the starter's), from the medians.
 * `ours` and `starter`: { lcpMs, tbtMs, cls } medians (any may be null when a run failed).
 */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

function judgePair(label, ours, starter) {
  const verdicts = [];
  const known = (...xs) => xs.every((x) => typeof x === "number");
  if (known(ours.lcpMs, starter.lcpMs)) {
    const ratio = ours.lcpMs / starter.lcpMs;
    verdicts.push({ rule: `${label}: LCP <= 1.0x the starter's`, pass: ratio <= 1, detail: `${ratio.toFixed(2)}x` });
  } else verdicts.push({ rule: `${label}: LCP <= 1.0x the starter's`, pass: false, detail: "not measured" });
  if (known(ours.tbtMs, starter.tbtMs)) {
    const diff = ours.tbtMs - starter.tbtMs;
    verdicts.push({
      rule: `${label}: TBT within ${TBT_MARGIN_MS} ms of the starter's`,
      pass: diff <= TBT_MARGIN_MS,
      detail: `${diff >= 0 ? "+" : ""}${Math.round(diff)} ms`,
    });
  } else verdicts.push({ rule: `${label}: TBT within ${TBT_MARGIN_MS} ms`, pass: false, detail: "not measured" });
  verdicts.push({
    rule: `${label}: CLS 0`,
    pass: ours.cls !== null && ours.cls < 0.001,
    detail: ours.cls === null ? "not measured" : ours.cls.toFixed(3),
  });
  // Issue 44: the page finishes starting, and weighs, no more than the starter's.
  if (known(ours.hydratedMs, starter.hydratedMs)) {
    const diff = ours.hydratedMs - starter.hydratedMs;
    verdicts.push({
      rule: `${label}: FCP→hydrated <= the starter's`,
      pass: diff <= 0,
      detail: `${diff >= 0 ? "+" : ""}${Math.round(diff)} ms`,
    });
  } else verdicts.push({ rule: `${label}: FCP→hydrated <= the starter's`, pass: false, detail: "not measured" });
  if (known(ours.jsGz, starter.jsGz)) {
    verdicts.push({
      rule: `${label}: JS <= the starter's`,
      pass: ours.jsGz <= starter.jsGz,
      detail: `${kb(ours.jsGz)} against ${kb(starter.jsGz)}`,
    });
  } else verdicts.push({ rule: `${label}: JS <= the starter's`, pass: false, detail: "not measured" });
  return verdicts;
}

/** The JavaScript budgets of the issue: home, and a sign-in page with the library it fetches on first use. */
function judgeJs(homeGz, signInGz) {
  return [
    {
      rule: `home JS <= ${HOME_JS_BUDGET_BYTES / KB} kB gz (goal ${HOME_JS_GOAL_BYTES / KB})`,
      pass: homeGz !== null && homeGz <= HOME_JS_BUDGET_BYTES,
      detail: homeGz === null ? "not measured" : kb(homeGz),
    },
    {
      rule: `/login/ JS with the sign-in library <= ${SIGN_IN_JS_BUDGET_BYTES / KB} kB gz`,
      pass: signInGz !== null && signInGz <= SIGN_IN_JS_BUDGET_BYTES,
      detail: signInGz === null ? "not measured" : kb(signInGz),
    },
  ];
}

const ms = (v) => (v === null ? "—" : `${Math.round(v)} ms`);
const sec = (v) => (v === null ? "—" : `${(v / 1000).toFixed(2)} s`);

/** Rows: { page, site, score, lcpMs, tbtMs, cls, jsGz, hydratedMs, tapMs } (medians). A Markdown table. */
function formatTable(rows) {
  const header = ["page", "site", "score", "LCP", "TBT", "CLS", "JS gz", "FCP→hydrated", "FCP→header tap works"];
  const cells = rows.map((r) => [
    r.page,
    r.site,
    r.score === null ? "—" : String(Math.round(r.score * 100)),
    sec(r.lcpMs),
    ms(r.tbtMs),
    r.cls === null ? "—" : r.cls.toFixed(3),
    r.jsGz === null ? "—" : kb(r.jsGz),
    ms(r.hydratedMs),
    r.tapMs === undefined ? "n/a" : ms(r.tapMs),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (cs) => `| ${cs.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`, ...cells.map(line)].join("\n");
}

module.exports = { median, judgePair, judgeJs, formatTable, TBT_MARGIN_MS };
