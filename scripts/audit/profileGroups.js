/**
 * Pure parts of the start-up profile (profile.mjs): a Chromium CPU profile's samples turned into self time per
 * group (a script chunk, or the package or folder a function's source map points at), the medians over runs, and
 * the Markdown tables. Plain CommonJS for the same reason as budget.js; profileGroups.test.ts covers it.
 */
"use strict";
const { median } = require("./sideBySide.js");

/** Rows V8 gives no script: the browser's own work (parsing, style, layout, paint), the collector, nothing to do. */
const PROGRAM = "(program)";
const IDLE = "(idle)";
const GC = "(garbage collector)";
const ROOT = "(root)";
/** A native function with no JavaScript caller left to charge it to. */
const NATIVE = "(native, no script)";
/** Scripts without a URL but with a position: Playwright's injected scripts and the probe (not the page's). */
const HARNESS = "(harness: Playwright, probe)";
const INLINE = "inline scripts (HTML)";

/**
 * The chunk a script URL belongs to: Gatsby's file name without its 20-digit content hash (`app-1f2e….js` → `app`,
 * `component---src-pages-index-tsx-9a8b….js` → `component---src-pages-index-tsx`; the shared chunks webpack
 * names by a 40-digit hash → `shared chunk 327c81a`). `null` for a native function (no URL, no position): its
 * time is charged to the JavaScript that called it.
 */
function chunkOf(callFrame, pageUrl) {
  const { url, functionName, lineNumber } = callFrame;
  if (!url) {
    if (/^\(.*\)$/.test(functionName)) return functionName;
    return lineNumber >= 0 ? HARNESS : null;
  }
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return `other: ${url}`;
  }
  if (pageUrl && url.split("#")[0] === pageUrl.split("#")[0]) return INLINE;
  if (pageUrl && parsed.origin !== new URL(pageUrl).origin) return `other origin: ${parsed.origin}`;
  const file = parsed.pathname.split("/").pop() ?? "";
  if (!file.endsWith(".js")) return `other: ${parsed.pathname}`;
  const name = file.slice(0, -3).replace(/-[0-9a-f]{20}$/, "");
  if (/^[0-9a-f]{20,}$/.test(name)) return `shared chunk ${name.slice(0, 7)}`;
  if (/^\d+$/.test(name)) return `chunk ${name}`;
  // A page of MDX content is its template's chunk with the file's path appended.
  const mdx = name.indexOf("-content-file-path-");
  return mdx > 0 ? `${name.slice(0, mdx)} (with its MDX)` : name;
}

/** Packages shown together, as the issue names them. Any other package is its own group. */
const FAMILIES = [
  { label: "react-dom", match: (p) => p === "react-dom" },
  {
    label: "react, scheduler",
    match: (p) => ["react", "scheduler", "react-is", "use-sync-external-store"].includes(p),
  },
  // Emotion in three: turning style objects into a class name (on every render), putting rules into the style
  // sheet (once per rule; rules the server rendered are adopted), and its React components.
  {
    label: "emotion: serializing styles (@emotion/serialize, hash)",
    match: (p) => ["@emotion/serialize", "@emotion/hash", "@emotion/unitless", "@emotion/memoize"].includes(p),
  },
  {
    label: "emotion: inserting rules (@emotion/sheet, cache, utils, stylis)",
    match: (p) => ["@emotion/sheet", "@emotion/cache", "@emotion/utils", "@emotion/weak-memoize", "stylis"].includes(p),
  },
  { label: "emotion: React components (@emotion/react)", match: (p) => p.startsWith("@emotion/") },
  { label: "theme-ui (@theme-ui/*)", match: (p) => p.startsWith("@theme-ui/") || p === "theme-ui" },
  {
    label: "Redux (@reduxjs/toolkit, react-redux, immer)",
    match: (p) => ["@reduxjs/toolkit", "redux", "react-redux", "immer", "reselect", "redux-thunk"].includes(p),
  },
  { label: "MDX runtime (@mdx-js/react)", match: (p) => p === "@mdx-js/react" || p === "gatsby-plugin-mdx" },
  {
    label: "Gatsby runtime (.cache, gatsby-link, router)",
    match: (p) =>
      ["gatsby", "gatsby-link", "gatsby-script", "gatsby-react-router-scroll", "@gatsbyjs/reach-router"].includes(p),
  },
  {
    label: "core-js, Babel helpers",
    match: (p) => ["core-js", "core-js-pure", "@babel/runtime", "regenerator-runtime"].includes(p),
  },
];

/** The package of a path inside node_modules (the innermost one when nested). */
function packageOf(modulePath) {
  const parts = modulePath.split("/");
  const at = parts.lastIndexOf("node_modules");
  if (at < 0 || at + 1 >= parts.length) return null;
  const first = parts[at + 1];
  return first.startsWith("@") && at + 2 < parts.length ? `${first}/${parts[at + 2]}` : first;
}

/**
 * A source map's source as a path from the site's root: `webpack://site/./src/a.tsx?x` → `src/a.tsx`; a package's
 * own sources stay above it (`../src/image-utils.ts`; sourceLocator.mjs passes their `..` as `%2E%2E`).
 */
function sourcePathOf(source) {
  return source
    .replace(/^webpack:\/\/[^/]*\//, "")
    .replace(/^\.\//, "")
    .replace(/\?.*$/, "")
    .replace(/%2E%2E/g, "..");
}

/**
 * The group of an original source, as webpack names it in a source map (`webpack://<site>/./node_modules/…`):
 * a family of packages, a package, the Gatsby runtime Gatsby copies into `.cache/`, webpack's own runtime, or a
 * folder of the site (at most two levels under src/: `src/components/layout`), or `content/ (MDX)`.
 */
function sourceGroupOf(source) {
  const rel = sourcePathOf(source);
  const pkg = packageOf(rel);
  if (pkg) return FAMILIES.find((f) => f.match(pkg))?.label ?? pkg;
  if (rel.startsWith(".cache/")) return FAMILIES.find((f) => f.match("gatsby")).label;
  // Its require calls each module's code first, and V8 charges compiling a function to its caller.
  if (rel.startsWith("../")) return "packages mapped to their own sources (../)";
  if (rel.startsWith("webpack/")) return "webpack runtime (+ compiling modules)";
  if (rel.startsWith("content/") || rel.endsWith(".mdx") || rel.endsWith(".md")) return "content/ (MDX)";
  if (/^gatsby-browser\.[jt]sx?$/.test(rel)) return "gatsby-browser";
  const dirs = rel.split("/").slice(0, -1);
  if (dirs[0] === "src") return dirs.slice(0, 3).join("/") || "src";
  if (dirs.length > 0) return `${dirs[0]}/`;
  return rel;
}

/**
 * Self time per group over one profile's samples taken up to `until` (µs on the profile's clock; all when
 * omitted), and the time each group was anywhere on the stack ("on stack": a component's render with what it
 * called). `groupOf(node)` names a node's group, or null to charge it to its caller's (a native function).
 * Returns `{ self, onStack }` (label → µs) and `totalUs`; a sample lasts until the next one (DevTools' rule).
 */
function aggregate(profile, groupOf, until = Infinity) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const labels = new Map();
  const labelOf = (id) => {
    if (labels.has(id)) return labels.get(id);
    const own = groupOf(nodes.get(id));
    let label = own;
    if (label === null) {
      const up = parent.get(id);
      const root = up === undefined || nodes.get(up).callFrame.functionName === ROOT;
      label = root ? NATIVE : labelOf(up);
    }
    labels.set(id, label);
    return label;
  };
  const stacks = new Map();
  const stackOf = (id) => {
    if (stacks.has(id)) return stacks.get(id);
    const up = parent.get(id);
    const below = up === undefined ? [] : stackOf(up);
    const label = labelOf(id);
    const stack = below.includes(label) ? below : [...below, label];
    stacks.set(id, stack);
    return stack;
  };

  const self = {};
  const onStack = {};
  let totalUs = 0;
  const { samples, timeDeltas } = profile;
  let t = profile.startTime;
  for (let i = 0; i < samples.length; i++) {
    t += timeDeltas[i];
    if (t > until) break;
    const next = i + 1 < samples.length ? t + timeDeltas[i + 1] : profile.endTime;
    const duration = Math.max(0, Math.min(next, until) - t);
    const id = samples[i];
    const label = labelOf(id);
    self[label] = (self[label] ?? 0) + duration;
    for (const l of stackOf(id)) if (l !== ROOT) onStack[l] = (onStack[l] ?? 0) + duration;
    totalUs += duration;
  }
  return { self, onStack, totalUs };
}

/** Everything but waiting: what the main thread was busy with. */
const busyOf = (self) => Object.entries(self).reduce((sum, [label, us]) => (label === IDLE ? sum : sum + us), 0);

/**
 * Medians over runs of one page: for each label, the median of its self time, of its share of the busy time, and
 * of its time on the stack (a run without the label counts 0). Times in ms.
 */
function summarize(runs) {
  const labels = new Set(runs.flatMap((r) => Object.keys(r.self)));
  const rows = {};
  for (const label of labels) {
    rows[label] = {
      selfMs: median(runs.map((r) => (r.self[label] ?? 0) / 1000)),
      share: label === IDLE ? null : median(runs.map((r) => (r.self[label] ?? 0) / (busyOf(r.self) || 1))),
      onStackMs: median(runs.map((r) => (r.onStack[label] ?? 0) / 1000)),
    };
  }
  return { busyMs: median(runs.map((r) => busyOf(r.self) / 1000)), rows };
}

const SPECIAL = [PROGRAM, GC, NATIVE, HARNESS, IDLE];
/** Rows below this share on both sites are summed into one "everything else" row. */
const MIN_SHARE = 0.005;

const ms = (v) => (v === null || v === undefined ? "—" : `${Math.round(v).toLocaleString("en-US")} ms`);
const pct = (v) => (v === null || v === undefined ? "—" : `${(v * 100).toFixed(1)}%`);

/**
 * One Markdown table of a page on both sites: a row per group, the largest of ours first (by `sortBy`, self time
 * unless told), the browser's own rows last; for each site the self time and its share of the busy time, and with
 * `onStack` the time on the stack too. Rows under 0.5% of the busy time on both sites, and past `limit`, are
 * summed into "everything else" (self time only: on-stack times overlap), except the labels in `always` ("—"
 * when no run sampled them).
 */
function formatPairTable(
  title,
  ours,
  starter,
  { onStack = false, sortBy = "selfMs", limit = Infinity, always = [] } = {},
) {
  const sites = [ours, starter];
  const labels = [...new Set([...Object.keys(ours.rows), ...Object.keys(starter.rows), ...always])];
  const weight = (site, label) => (site.rows[label]?.[sortBy] ?? 0) / (site.busyMs || 1);
  const special = labels.filter((l) => SPECIAL.includes(l)).sort((a, b) => SPECIAL.indexOf(a) - SPECIAL.indexOf(b));
  const ranked = labels
    .filter((l) => !SPECIAL.includes(l))
    .sort((a, b) => weight(ours, b) - weight(ours, a) || weight(starter, b) - weight(starter, a));
  const shown = ranked
    .filter((l) => always.includes(l) || sites.some((s) => weight(s, l) >= MIN_SHARE))
    .slice(0, Math.max(limit, always.length));
  const rest = ranked.filter((l) => !shown.includes(l));

  const cells = (row) => [ms(row?.selfMs), pct(row?.share), ...(onStack ? [ms(row?.onStackMs)] : [])];
  const head = ["self", "share", ...(onStack ? ["on stack"] : [])];
  const line = (label, a, b) => `| ${label} | ${[...a, ...b].join(" | ")} |`;
  const lines = [
    line(
      title,
      head.map((h) => `ours ${h}`),
      head.map((h) => `starter ${h}`),
    ),
    `| --- | ${[...head, ...head].map(() => "---:").join(" | ")} |`,
  ];
  for (const label of [...shown, ...special])
    lines.push(line(label, cells(ours.rows[label]), cells(starter.rows[label])));
  if (rest.length > 0) {
    const sum = (site) => {
      const rows = rest.map((l) => site.rows[l]).filter(Boolean);
      if (rows.length === 0) return cells(undefined);
      const selfMs = rows.reduce((t, r) => t + r.selfMs, 0);
      const share = rows.reduce((t, r) => t + (r.share ?? 0), 0);
      return [ms(selfMs), pct(share), ...(onStack ? ["—"] : [])];
    };
    lines.push(line(`everything else (${rest.length} more)`, sum(ours), sum(starter)));
  }
  const busy = (site) => [`**${ms(site.busyMs)}**`, "", ...(onStack ? [""] : [])];
  lines.push(line("**busy (all but idle)**", busy(ours), busy(starter)));
  return lines.join("\n");
}

/** The package families, for tables that show each even when it is small. */
const FAMILY_LABELS = FAMILIES.map((f) => f.label);
/** The runtime styling families: theme-ui and emotion's three. */
const STYLING_LABELS = FAMILY_LABELS.filter((l) => l.startsWith("theme-ui") || l.startsWith("emotion"));

module.exports = {
  FAMILY_LABELS,
  STYLING_LABELS,
  PROGRAM,
  IDLE,
  GC,
  NATIVE,
  HARNESS,
  INLINE,
  chunkOf,
  packageOf,
  sourcePathOf,
  sourceGroupOf,
  aggregate,
  summarize,
  formatPairTable,
};
