/**
 * Browser sign-in bench: the wall time from submitting the sign-in form on the portal's access screen to the
 * portal rendering, in Debian Chromium against the production build and a fresh Cognito emulator. The cost is
 * expected to be SRP's 3072-bit math in the browser (amazon-cognito-identity-js), plus a device confirmation on
 * the first sign-in of each fresh browser context. A last sign-in on /login/ lists the modules of ours that ran from
 * the click to the signed-in panel (docs/architecture.md, 'Walk: password sign-in'). Needs a local build (`NW_LOCAL_BUILD=1 npm run build`): it serves public/ with
 * `gatsby serve` and starts the emulator on the port the build was made for.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { chromium, type Browser, type Page } from "playwright-core";
import { ms, stats, type BenchModule, type BenchTable } from "../../emulators/bench-kit";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium";
import { builtEndpointPort } from "../build-settings";
import { modulesThatRan, startCallCounts } from "./modulesRun";

const ROOT = path.resolve(__dirname, "..", "..");
const USER = "super.admin@example.com";
const PASSWORD = "Sup3r-Admin!pass";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`bench: ${url} did not answer within ${timeoutMs} ms`);
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`bench: nothing listens on port ${port} after ${timeoutMs} ms`);
}

/**
 * The page's calls to Cognito and our functions from now on, in order (an operation's name for Cognito); Gatsby's
 * prefetch of linked pages' data is not part of a sign-in and is left out.
 */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "fetch" && request.resourceType() !== "xhr") return;
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/page-data/")) return;
    const target = request.headers()["x-amz-target"]?.split(".").pop();
    calls.push(`${request.method()} ${target ?? pathname}`);
  });
  return calls;
}

/** One password sign-in on /login/: our modules that ran from the click to the signed-in panel, by folder. */
async function signInWalk(browser: Browser, origin: string): Promise<BenchTable> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const counts = await startCallCounts(await context.newCDPSession(page));
    await page.goto(`${origin}/login/`);
    await page.getByRole("tab", { name: "Sign In", selected: true }).waitFor({ timeout: 30_000 });
    await page.getByLabel("Email", { exact: true }).fill(USER);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.waitForLoadState("networkidle"); // the library is fetched on the form's first focus
    await counts.take(); // from here on
    const requests = recordCalls(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText(`You are signed in as ${USER}`).waitFor({ timeout: 60_000 });
    const untilShown = [...requests];
    const modules = await modulesThatRan(await counts.take(), path.join(ROOT, "public"));
    const folders = new Map<string, string[]>();
    for (const m of modules) {
      const folder = m
        .split("/")
        .slice(0, m.startsWith("src/auth/") ? 3 : 2)
        .join("/");
      folders.set(folder, [...(folders.get(folder) ?? []), path.basename(m)]);
    }
    return {
      title: `Password sign-in on /login/: our modules that ran from the click to the signed-in panel (${modules.length})`,
      columns: ["folder", "modules", "which"],
      rows: [...folders].map(([folder, names]) => [folder, names.length, names.join(" ")]),
      notes: [
        "Chromium's precise coverage, mapped to sources through public/*.js.map; module top-level code not counted.",
        `Round trips from the click to the panel (${untilShown.length}, in order): ${untilShown.join(", ")}.`,
      ],
    };
  } finally {
    await context.close();
  }
}

export const browserSignInBench: BenchModule = {
  name: "signin-browser",
  description: "submit the sign-in form on /admin/ until the portal renders, Chromium, production build",
  async run({ iterations }) {
    const runs = Math.min(iterations, 10);
    const cognitoPort = Number(builtEndpointPort());
    if (!cognitoPort)
      throw new Error(
        "bench signin-browser: no production build for a local emulator; run `NW_LOCAL_BUILD=1 npm run build` first.",
      );
    const sitePort = await freePort();
    const origin = `http://127.0.0.1:${sitePort}`;
    // The site as `npm run serve` runs it: every emulator (the session function needs the table and the mail
    // stand-in, or its hand-over answers 503 and the walk counts the browser's retries) and the built site.
    const site: ChildProcess = spawn("bash", [path.join(ROOT, "scripts", "serve.sh")], {
      cwd: ROOT,
      env: { ...process.env, SERVE_PORT: String(sitePort), GATSBY_TELEMETRY_DISABLED: "1" },
      stdio: "ignore",
      detached: true,
    });
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
    try {
      await waitForHttp(`${origin}/`, 120_000);
      await waitForPort(cognitoPort, 60_000);
      const times: number[] = [];
      const portalCalls: string[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.goto(`${origin}/admin/`);
        await page.getByRole("tab", { name: "Sign In", selected: true }).waitFor({ timeout: 30_000 });
        await page.getByLabel("Email", { exact: true }).fill(USER);
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        const requests = recordCalls(page);
        const started = performance.now();
        await page.getByRole("button", { name: "Sign in", exact: true }).click();
        await page.getByRole("heading", { level: 1, name: "Admin Portal" }).waitFor({ timeout: 60_000 });
        times.push(performance.now() - started);
        if (i === 0) portalCalls.push(...requests);
        await context.close();
      }
      const walk = await signInWalk(browser, origin);
      const s = stats(times);
      return [
        walk,
        {
          title: `Sign-in to portal, wall time (ms), ${runs} fresh browser contexts`,
          columns: ["scenario", "n", "median", "mean", "p95", "min", "max"],
          rows: [
            [
              "SRP sign-in on /admin/ until the portal's h1",
              s.count,
              ms(s.p50),
              ms(s.mean),
              ms(s.p95),
              ms(s.min),
              ms(s.max),
            ],
          ],
          notes: [
            "Includes SRP (3072-bit) in the page, ConfirmDevice for the new browser, the hand-over and the render.",
            `Round trips from the click to the portal's h1 (${portalCalls.length}, in order): ${portalCalls.join(", ")}.`,
          ],
        },
      ];
    } finally {
      await browser.close();
      if (site.pid) process.kill(-site.pid, "SIGTERM");
    }
  },
};
