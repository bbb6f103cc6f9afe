/**
 * A content mistake under `gatsby develop`, on a throw-away copy of the site: one offering's frontmatter goes bad
 * while the development server runs; the other pages stay served, and the offering's own URL shows, in Chromium,
 * the file and the field (src/templates/content-error.tsx); fixed, the page comes back. A real development server
 * takes about a minute to start on two cores, so this runs in `npm run test:full`; gatsby-node's side of it is in the
 * fast suite (test/build/gatsby-node.test.ts).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../scripts/chromium";
import { siteCopy } from "./siteCopy";

jest.setTimeout(420_000);

const ROOT = path.resolve(__dirname, "..", "..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Polls until `check` answers a value, or fails naming `what` with the server's last output. */
async function until<T>(what: string, check: () => Promise<T | undefined>, output: () => string, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not happen in ${ms / 1000} s; the development server said:\n${output().slice(-3000)}`);
}

let dir = "";
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let output = "";

afterAll(async () => {
  await browser?.close();
  server?.kill("SIGKILL");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test("a bad offering leaves the other pages served and names its file and field in the browser; fixed, it comes back", async () => {
  dir = siteCopy();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = spawn(
    path.join(ROOT, "node_modules", ".bin", "gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", NODE_ENV: "development", CI: "true" },
    },
  );
  server.stdout?.setEncoding("utf8").on("data", (text: string) => (output += text));
  server.stderr?.setEncoding("utf8").on("data", (text: string) => (output += text));
  const pageData = async (route: string) => {
    const res = await fetch(`${base}/page-data${route}page-data.json`);
    return res.ok ? ((await res.json()) as { componentChunkName: string }) : undefined;
  };
  await until(
    "the development server's first answer",
    () => pageData("/offerings/training/"),
    () => output,
  );

  const file = path.join(dir, "content/offerings/training.mdx");
  const good = fs.readFileSync(file, "utf8");
  fs.writeFileSync(file, good.replace(/^order: \d+$/m, 'order: "seven"'));
  await until(
    "the error page at the offering's URL",
    async () =>
      (await pageData("/offerings/training/"))?.componentChunkName.includes("content-error") ? true : undefined,
    () => output,
  );

  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const page = await browser.newPage();
  await page.goto(`${base}/offerings/training/`);
  await page.getByRole("heading", { name: "This page's content has a mistake" }).waitFor();
  await page
    .getByText('content/offerings/training.mdx: frontmatter field "order" must be a whole number above 0; got "seven"')
    .waitFor();
  // The other pages: an offering, the list of offerings (without the bad one) and a docs page.
  await page.goto(`${base}/offerings/business-intelligence/`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.getByRole("heading", { level: 1 }).textContent()).not.toContain("mistake");
  await page.goto(`${base}/offerings/`);
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await page.locator('main a[href="/offerings/training/"]').count()).toBe(0);
  expect((await pageData("/plutus-payments/docs/api-reference/"))?.componentChunkName).toBe(
    "component---src-templates-doc-tsx",
  );

  fs.writeFileSync(file, good);
  await until(
    "the offering's page again",
    async () => ((await pageData("/offerings/training/"))?.componentChunkName.includes("offering") ? true : undefined),
    () => output,
  );
  await page.goto(`${base}/offerings/training/`);
  await page.getByRole("heading", { level: 1, name: /Training/ }).waitFor();
});
