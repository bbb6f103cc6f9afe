/**
 * A build with the deploy's environment starts: `gatsby build` runs in a scratch copy of the checkout with the file
 * outputs-to-env makes from the fixture outputs (plus the by-hand variables) as its .env.production, and nothing
 * else in its environment. It is stopped once Gatsby has loaded the config and plugins with those values, run
 * gatsby-node's deployment check (onPreInit) and opened its cache: what the host's build does first. Without the
 * by-hand variables the same build stops at the check and names one of them, so the test can fail.
 */
import { execFileSync, spawn } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { dotenvText, siteEnvironment, stackOutputs } from "../lib/environment";
import { BY_HAND_FIXTURE } from "./byHandFixture";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, "fixtures/outputs.json"), "utf8"));
const { env } = siteEnvironment(stackOutputs(fixture));
/** Past the deployment check: Gatsby opens its cache right after onPreInit. */
const STARTED = /success initialize cache/;

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "infra-build-"));
  const files = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && !/^(infra|e2e|docs|reports)\//.test(f) && fs.existsSync(path.join(ROOT, f)));
  for (const file of files) fs.cpSync(path.join(ROOT, file), path.join(scratch, file));
  fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(scratch, "node_modules"));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Runs `gatsby build` until it passes STARTED (then stops it) or exits by itself (its output closed); answers its output and whether it passed. */
function buildUntilStarted(dotenv: string): Promise<{ started: boolean; output: string }> {
  fs.writeFileSync(path.join(scratch, ".env.production"), dotenv);
  const child = spawn(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: scratch,
    // Only what a host's build has: no GATSBY_*, NW_LOCAL_BUILD or emulator settings from the shell running the tests.
    env: { PATH: process.env.PATH ?? "", HOME: scratch, NODE_ENV: "production", GATSBY_TELEMETRY_DISABLED: "1" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stopping = false;
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (STARTED.test(output) && !stopping) {
        stopping = true;
        process.kill(-(child.pid as number), "SIGKILL");
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("error", reject);
    child.on("close", () => {
      child.unref(); // a detached child's handle can outlive its exit by a tick and keep the jest worker alive
      resolve({ started: STARTED.test(output), output });
    });
  });
}

test("gatsby build with the imported environment and the by-hand variables gets past the deployment check", async () => {
  const { started, output } = await buildUntilStarted(dotenvText({ ...env, ...BY_HAND_FIXTURE }));
  expect(output).toMatch(/success onPreInit/);
  expect({ started, errors: output.match(/^.*ERROR.*$/gm) ?? [] }).toEqual({ started: true, errors: [] });
});

test("without the by-hand variables the same build stops at the check, naming what to set", async () => {
  const { started, output } = await buildUntilStarted(dotenvText(env));
  expect(started).toBe(false);
  expect(output).not.toMatch(/success onPreInit/);
  expect(output).toMatch(/AUTH_COOKIE_KEY/);
});
