/**
 * Port helpers that work synchronously, because playwright.config.ts is evaluated synchronously
 * (once in the runner and again in every worker: the runner stores the chosen ports in process.env,
 * which the workers inherit, so all processes agree on them).
 */
import { execFileSync } from "node:child_process";

const PROBE = `
const net = require("node:net");
const want = Number(process.argv[1] || 0);
const srv = net.createServer();
srv.once("error", (e) => { process.stdout.write("BUSY:" + e.code); });
srv.listen(want, "127.0.0.1", () => {
  const port = srv.address().port;
  srv.close(() => process.stdout.write(String(port)));
});
`;

function probe(port: number): string {
  return execFileSync(process.execPath, ["-e", PROBE, String(port)], { encoding: "utf8" }).trim();
}

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export function freePort(): number {
  const out = probe(0);
  const port = Number(out);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`e2e harness: could not get a free port (${out})`);
  return port;
}

export function isPortFree(port: number): boolean {
  return !probe(port).startsWith("BUSY:");
}

/**
 * Reads a port from env var `name`, or picks a free one and stores it there.
 * An explicitly configured port must be free: a busy one is a clear error, never a silent reuse
 * (a stale `gatsby serve` of an old build would make the tests lie).
 */
export function portFromEnv(name: string): number {
  const raw = process.env[name];
  if (raw && raw.trim() !== "") {
    const port = Number(raw);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new Error(`e2e harness: ${name}=${raw} is not a port`);
    return port;
  }
  const port = freePort();
  process.env[name] = String(port);
  return port;
}

export function assertPortFree(port: number, name: string, what: string): void {
  // Workers re-evaluate the config while the servers are already up: only the runner checks.
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  if (!isPortFree(port)) {
    throw new Error(
      `e2e harness: port ${port} (${name}, ${what}) is already in use on 127.0.0.1. ` +
        `Stop whatever listens there (e.g. a 'npm run serve' left running: ss -ltnp 'sport = :${port}'), ` +
        `or unset ${name} to let the harness pick a free port.`,
    );
  }
}
