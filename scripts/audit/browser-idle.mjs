/**
 * Waits until a freshly launched Chromium has finished starting up.
 *
 * chrome-launcher returns as soon as the DevTools port answers. Debian's Chromium (156) then keeps both cores of our
 * machines busy for about two more seconds (it preloads browser-UI pages such as the omnibox popup, a WebUI renderer
 * a headless browser never shows). A Lighthouse run started at once loads the audited page against that work: its
 * main-thread tasks take 2-4x their CPU time in wall time, and Lighthouse's simulation multiplies those wall times.
 * Waiting for the browser's own processes to go quiet makes the audit measure the page, not the browser's start-up.
 *
 * Linux only (reads /proc); elsewhere it waits a fixed FALLBACK_MS.
 */
import fs from "node:fs";

const SAMPLE_MS = 250;
/** CPU ticks (normally 10 ms each) the whole process tree may use in one sample and still count as quiet. */
const QUIET_TICKS = 2;
const QUIET_SAMPLES = 2;
const MAX_MS = 15_000;
const FALLBACK_MS = 3_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Parent pid and utime + stime (in ticks) of one process; null when it is gone. */
function readStat(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may contain spaces) start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

/** CPU ticks used so far by the pid and all its descendants (one read of each process's stat). */
function treeTicks(rootPid) {
  const stats = new Map();
  const children = new Map();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readStat(Number(entry));
    if (stat === null) continue;
    stats.set(Number(entry), stat);
    if (!children.has(stat.parent)) children.set(stat.parent, []);
    children.get(stat.parent).push(Number(entry));
  }
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    ticks += stats.get(pid)?.ticks ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return ticks;
}

/**
 * Resolves once the browser's process tree has used at most QUIET_TICKS per SAMPLE_MS for QUIET_SAMPLES samples in a
 * row, or after MAX_MS. Returns how long it waited, in ms.
 */
export async function waitForBrowserIdle(pid) {
  const start = Date.now();
  if (!pid || !fs.existsSync("/proc/self/stat")) {
    await sleep(FALLBACK_MS);
    return Date.now() - start;
  }
  let previous = treeTicks(pid);
  let quiet = 0;
  while (Date.now() - start < MAX_MS) {
    await sleep(SAMPLE_MS);
    const now = treeTicks(pid);
    quiet = now - previous <= QUIET_TICKS ? quiet + 1 : 0;
    previous = now;
    if (quiet >= QUIET_SAMPLES) break;
  }
  return Date.now() - start;
}
