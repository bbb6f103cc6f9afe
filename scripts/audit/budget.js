/**
 * Pure parts of the audit: targets, the JS budget and the "no auth / calendar code on public pages" rule.
 * Plain CommonJS (typed by budget.d.ts) so that run.mjs runs on bare Node: under tsx, esbuild's keepNames
 * injects `__name(...)` into Lighthouse's page functions and every audit dies with "__name is not defined".
 * budget.test.ts covers this file.
 */
"use strict";
const zlib = require("node:zlib");

/** Lighthouse category targets (scores 0..1). */
const TARGETS = Object.freeze({ performance: 0.95, accessibility: 1, "best-practices": 1, seo: 1 });
const CATEGORY_IDS = Object.keys(TARGETS);

/** 1 kB = 1000 bytes (gzip -9 sizes). */
const KB = 1000;

/** Gzipped JavaScript the home page may load (issue 26). */
const HOME_JS_BUDGET_BYTES = 100 * KB;

/** Where the home page should get to (printed beside the budget, not a failure). */
const HOME_JS_GOAL_BYTES = 90 * KB;

/**
 * Gzipped JavaScript a sign-in page (/login/, the portal's access screen) may load with the whole authenticator:
 * the site, amazon-cognito-identity-js, the flow and its screens (Amplify UI's <Authenticator> with aws-amplify
 * weighs about 203 kB on the same kind of page). 130 kB, decided in issue 44: the page is for a few administrators.
 */
const SIGN_IN_JS_BUDGET_BYTES = 130 * KB;

/**
 * The webpack chunk a sign-in page fetches only when a person starts using a form (src/auth/cognito/lazyLibrary.ts): not
 * part of the page load Lighthouse measures, but part of signing in, so it counts towards the sign-in budget.
 */
const ON_FIRST_USE_CHUNK = "cognito-library";

/**
 * The current build's files of the on-first-use chunk, from public/chunk-map.json ({ chunkName: ["/file.js"] }).
 * Not a directory listing: public/ keeps the hashed files of earlier builds.
 */
function onFirstUseFiles(chunkMap) {
  const files = chunkMap && Array.isArray(chunkMap[ON_FIRST_USE_CHUNK]) ? chunkMap[ON_FIRST_USE_CHUNK] : [];
  return files.filter((f) => typeof f === "string" && f.endsWith(".js"));
}

/** Pages behind sign-in are kept out of search engines on purpose: SEO is not a target there. */
const PRIVATE_SKIPPED_CATEGORIES = Object.freeze(["seo"]);

/**
 * Code that must never be loaded by a public page: strings that survive minification (string literals)
 * and are unique to that code. A hit means the chunk split leaked sign-in or calendar code into public pages.
 */
const FORBIDDEN_MARKERS = Object.freeze([
  {
    what: "amazon-cognito-identity-js (sign-in)",
    markers: ["Caldera Derived Key", "Both UserPoolId and ClientId are required", "CognitoUserPool"],
  },
  {
    what: "@aws-sdk/client-cognito-identity-provider / Cognito wire protocol",
    markers: ["AWSCognitoIdentityProviderService"],
  },
  {
    // The docs search (MiniSearch and the index) is fetched on the first keystroke in the search box, never with a page.
    what: "docs search engine",
    markers: ["MiniSearch: document with ID"],
  },
  {
    what: "UnifiedTime calendar tool",
    // Card buttons of the calendar tool and the provider APIs it talks to. Not the bare word
    // "unifiedtime": webpack's runtime names every page chunk, including component---src-pages-unifiedtime-….
    markers: [
      "View Unified Events",
      "View External Events",
      "Connect Microsoft",
      "graph.microsoft.com",
      "googleapis.com/calendar",
    ],
  },
]);

function gzipSize(buf) {
  return zlib.gzipSync(typeof buf === "string" ? Buffer.from(buf) : buf, { level: 9 }).length;
}

function findMarkers(file, content) {
  const hits = [];
  for (const group of FORBIDDEN_MARKERS) {
    for (const marker of group.markers) {
      if (content.includes(marker)) hits.push({ what: group.what, marker, file });
    }
  }
  return hits;
}

/** Same-origin JavaScript requests of a page, split by how they were loaded; URLs reduced to pathnames. */
function scriptRequests(items, origin) {
  const executed = new Set();
  const prefetched = new Set();
  for (const item of items) {
    let url;
    try {
      url = new URL(item.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const isJs = /\.m?js$/.test(url.pathname) || /javascript/.test(item.mimeType || "");
    if (!isJs) continue;
    if (item.resourceType === "Script") executed.add(url.pathname);
    else prefetched.add(url.pathname);
  }
  for (const p of executed) prefetched.delete(p);
  return { executed: [...executed].sort(), prefetched: [...prefetched].sort() };
}

function judgeCategories(scores, kind = "public") {
  const ids = kind === "signIn" ? CATEGORY_IDS.filter((id) => !PRIVATE_SKIPPED_CATEGORIES.includes(id)) : CATEGORY_IDS;
  return ids.map((id) => {
    const score = scores[id] ?? null;
    const target = TARGETS[id];
    // Compare on the 0..100 scale Lighthouse shows, so 0.95 is not failed by float noise.
    const pass = score !== null && Math.round(score * 100) >= Math.round(target * 100);
    return { id, score, target, pass };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;

/**
 * `kind` "signIn" pages must load the whole authenticator (the page plus the library fetched on first use of a
 * form, `onFirstUseGzBytes`) within its budget; public pages must load none of it.
 */
function judgeBudget(route, jsGzBytes, hits, kind = "public", onFirstUseGzBytes = 0) {
  const verdicts = [];
  if (kind === "signIn") {
    const total = jsGzBytes + onFirstUseGzBytes;
    verdicts.push({
      rule: `sign-in page JS with the whole authenticator <= ${SIGN_IN_JS_BUDGET_BYTES / KB} kB gz`,
      pass: total <= SIGN_IN_JS_BUDGET_BYTES,
      detail: `${kb(jsGzBytes)} page load + ${kb(onFirstUseGzBytes)} library on first use = ${kb(total)} gz`,
    });
    return verdicts;
  }
  if (route === "/") {
    verdicts.push({
      rule: `home JS <= ${HOME_JS_BUDGET_BYTES / KB} kB gz (goal ${HOME_JS_GOAL_BYTES / KB})`,
      pass: jsGzBytes <= HOME_JS_BUDGET_BYTES,
      detail: `${kb(jsGzBytes)} gz${jsGzBytes > HOME_JS_GOAL_BYTES ? `, ${kb(jsGzBytes - HOME_JS_GOAL_BYTES)} above the goal` : ", goal met"}`,
    });
  }
  verdicts.push({
    rule: "no auth/calendar code",
    pass: hits.length === 0,
    detail: hits.length === 0 ? "none found" : hits.map((h) => `${h.what}: "${h.marker}" in ${h.file}`).join("; "),
  });
  return verdicts;
}

module.exports = {
  TARGETS,
  CATEGORY_IDS,
  KB,
  HOME_JS_BUDGET_BYTES,
  HOME_JS_GOAL_BYTES,
  SIGN_IN_JS_BUDGET_BYTES,
  ON_FIRST_USE_CHUNK,
  onFirstUseFiles,
  FORBIDDEN_MARKERS,
  gzipSize,
  findMarkers,
  scriptRequests,
  judgeCategories,
  judgeBudget,
};
