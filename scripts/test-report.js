#!/usr/bin/env node
/**
 * What a test run took and what it counted, from the files scripts/test-all.sh leaves in reports/:
 *
 *   node scripts/test-report.js [reports-dir]
 *
 * - stages.tsv (name, start and end in ms since the epoch, exit code): a table of the stages with their wall time
 *   and when each started, so overlapping stages show as such;
 * - jest.json and jest-infra.json (jest --json; the second from the AWS stack's stage) and playwright.json
 *   (Playwright's json reporter): the 15 slowest test files and
 *   tests, and the counts. The last line is "N passed, N failed" (CI reads it); a stage that failed without a
 *   failed test (typecheck, the build, a crash) counts as one failed, so a failed run never says "0 failed".
 *
 * Plain node, no dependencies: it must run when the install or the build is what broke.
 */
const fs = require("node:fs");
const path = require("node:path");

const SLOWEST = 15;

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function readStages(file) {
  let text = "";
  try {
    text = fs.readFileSync(file, "utf8");
  } catch {
    return [];
  }
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const [name, start, end, code] = line.split("\t");
      return { name, start: Number(start), end: Number(end), code: Number(code) };
    });
}

const seconds = (ms) => (ms / 1000).toFixed(1);
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

function stageTable(stages) {
  if (stages.length === 0) return [];
  const t0 = Math.min(...stages.map((s) => s.start));
  const t1 = Math.max(...stages.map((s) => s.end));
  const width = Math.max(...stages.map((s) => s.name.length), 5);
  const lines = [
    `${pad("stage", width)}  ${padStart("from", 6)}  ${padStart("to", 6)}  ${padStart("wall s", 7)}  result`,
  ];
  for (const s of stages) {
    lines.push(
      `${pad(s.name, width)}  ${padStart(seconds(s.start - t0), 6)}  ${padStart(seconds(s.end - t0), 6)}  ` +
        `${padStart(seconds(s.end - s.start), 7)}  ${s.code === 0 ? "ok" : `failed (exit ${s.code})`}`,
    );
  }
  lines.push(`${pad("total", width)}  ${padStart("", 6)}  ${padStart("", 6)}  ${padStart(seconds(t1 - t0), 7)}`);
  return lines;
}

/** Jest: the slowest test files (wall time of the file in its worker). */
function slowestJestFiles(jest, root) {
  return (jest.testResults || [])
    .map((r) => ({ ms: (r.endTime || 0) - (r.startTime || 0), name: path.relative(root, r.name) }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SLOWEST);
}

/** Playwright: every test's results (a retry is a second result), with its file and title path. */
function playwrightTests(report) {
  const out = [];
  const walk = (suite, titles) => {
    const here = suite.title && !/\.spec\.ts$/.test(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs || [])
      for (const test of spec.tests || [])
        out.push({
          file: spec.file,
          title: [...here, spec.title].join(" › "),
          project: test.projectName,
          results: test.results || [],
        });
    for (const child of suite.suites || []) walk(child, here);
  };
  for (const suite of report.suites || []) walk(suite, []);
  return out;
}

/**
 * Playwright: where the tests' time went. The e2e helpers name their steps "visit <route>", "axe <what>" and
 * "sign in <who>"; a step's time counts once, under the outermost named step (a sign-in's visit to /login/ is the
 * sign-in's). Also each spec file's share.
 */
const STEP_KINDS = [
  ["sign-ins", /^sign in /],
  ["axe passes", /^axe /],
  ["page visits", /^visit /],
];
function playwrightTime(report) {
  const kinds = Object.fromEntries(STEP_KINDS.map(([name]) => [name, { count: 0, ms: 0 }]));
  const files = {};
  let total = 0;
  const walk = (steps) => {
    for (const step of steps || []) {
      const kind = STEP_KINDS.find(([, pattern]) => pattern.test(step.title || ""));
      if (kind) {
        kinds[kind[0]].count += 1;
        kinds[kind[0]].ms += step.duration || 0;
      } else walk(step.steps);
    }
  };
  for (const t of playwrightTests(report))
    for (const r of t.results) {
      total += r.duration || 0;
      files[t.file] = (files[t.file] || 0) + (r.duration || 0);
      walk(r.steps);
    }
  const named = Object.values(kinds).reduce((sum, k) => sum + k.ms, 0);
  return { total, kinds, rest: total - named, files };
}

function playwrightTimeLines(report) {
  const { total, kinds, rest, files } = playwrightTime(report);
  if (total === 0) return [];
  const share = (ms) => `${padStart(seconds(ms), 7)} s  ${padStart(Math.round((100 * ms) / total), 3)}%`;
  const lines = ["", `Where Playwright's test time went (${seconds(total)} s over its workers):`];
  for (const [name, k] of Object.entries(kinds))
    lines.push(
      `  ${share(k.ms)}  ${pad(name, 12)} ${padStart(k.count, 4)}, ${seconds(k.count ? k.ms / k.count : 0)} s each`,
    );
  lines.push(`  ${share(rest)}  the rest (clicks, waits, API calls, checks)`);
  lines.push("  by spec file:");
  for (const [file, ms] of Object.entries(files)
    .sort((a, b) => b[1] - a[1])
    .slice(0, SLOWEST))
    lines.push(`  ${share(ms)}  ${file}`);
  return lines;
}

/** Two jest --json results as one (npm test runs infra/'s project in a stage of its own); either may be null. */
function mergeJest(a, b) {
  if (!a || !b) return a || b;
  const out = { ...a, testResults: [...(a.testResults || []), ...(b.testResults || [])] };
  for (const key of Object.keys(a))
    if (typeof a[key] === "number" && typeof b[key] === "number") out[key] = a[key] + b[key];
  return out;
}

function counts(jest, playwright, anyStageFailed) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const detail = [];
  if (jest) {
    const errors = jest.numRuntimeErrorTestSuites || 0;
    passed += jest.numPassedTests;
    failed += jest.numFailedTests + errors;
    skipped += jest.numPendingTests + (jest.numTodoTests || 0);
    detail.push(
      `jest ${jest.numPassedTests} passed, ${jest.numFailedTests} failed, ${jest.numPendingTests} skipped` +
        (errors ? `, ${errors} files failed to run` : "") +
        ` in ${jest.numTotalTestSuites} files`,
    );
  }
  if (playwright && playwright.stats) {
    const s = playwright.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    detail.push(`playwright ${s.expected} passed, ${s.unexpected} failed, ${s.flaky} flaky, ${s.skipped} skipped`);
  }
  const note = [];
  if (anyStageFailed && failed === 0) {
    failed = 1;
    note.push("a stage failed without a failed test: it counts as 1 failed below");
  }
  return { passed, failed, skipped, detail: detail.join("; ") || "no test results", note };
}

function main() {
  const dir = path.resolve(process.argv[2] || "reports");
  const root = path.resolve(dir, "..");
  const stages = readStages(path.join(dir, "stages.tsv"));
  const jest = mergeJest(readJson(path.join(dir, "jest.json")), readJson(path.join(dir, "jest-infra.json")));
  const playwright = readJson(path.join(dir, "playwright.json"));
  const lines = [];

  if (jest && jest.testResults) {
    lines.push("", `The ${SLOWEST} slowest jest files (wall time in their worker):`);
    for (const f of slowestJestFiles(jest, root)) lines.push(`  ${padStart(seconds(f.ms), 6)} s  ${f.name}`);
  }
  if (playwright) {
    const tests = playwrightTests(playwright);
    const timed = tests
      .map((t) => ({ ...t, ms: t.results.reduce((sum, r) => sum + (r.duration || 0), 0) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST);
    lines.push("", `The ${SLOWEST} slowest Playwright tests (all their tries):`);
    for (const t of timed) lines.push(`  ${padStart(seconds(t.ms), 6)} s  ${t.file}: ${t.title}`);
    const retried = tests.filter((t) => t.results.length > 1);
    if (retried.length > 0) {
      lines.push("", "Retried Playwright tests:");
      for (const t of retried) lines.push(`  ${t.file}: ${t.title} (${t.results.map((r) => r.status).join(", ")})`);
    }
    lines.push(...playwrightTimeLines(playwright));
  }
  const table = stageTable(stages);
  if (table.length > 0) lines.push("", "Stages (seconds from the start of the run):", ...table.map((l) => `  ${l}`));

  const c = counts(
    jest,
    playwright,
    stages.some((s) => s.code !== 0),
  );
  lines.push("", `test-all: ${c.detail}`);
  for (const n of c.note) lines.push(`test-all: ${n}`);
  if (c.skipped > 0) lines.push(`test-all: ${c.skipped} skipped (not counted)`);
  lines.push(`${c.passed} passed, ${c.failed} failed`);
  process.stdout.write(`${lines.join("\n")}\n`);
}

if (require.main === module) main();

module.exports = { stageTable, slowestJestFiles, playwrightTests, playwrightTime, counts, mergeJest };
