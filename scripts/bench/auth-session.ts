/**
 * `npm run bench -- auth-session`: GET /api/auth/session under load (autocannon, 50 connections, 10 s by default;
 * BENCH_DURATION_SECONDS and BENCH_CONNECTIONS change them). The function module is mounted in the small
 * node:http server of server/testing/function-host.ts, which adapts req/res the way Gatsby's function wrapper
 * does, with the Cognito emulator in the same process, so no `gatsby build` is needed. The JWKS is fetched once
 * and GetUser (the revocation check) is cached, as on a warm function instance. Two rows: the same token pair
 * on every request (what a page sends; the verified pair is remembered for 30 s), then with that cache off (two
 * RS256 checks per request). The load generator runs in a worker thread. Targets: p99 < 50 ms and no errors.
 */
import { InitiateAuthCommand } from "@aws-sdk/client-cognito-identity-provider";
import autocannon from "autocannon";
import { randomBytes } from "crypto";
import type { BenchModule } from "../../emulators/bench-kit";
import { startCognitoEmulator } from "../../emulators/cognito";
import { createCognitoClient } from "../../server/auth/cognito";
import { resetAuthServices } from "../../server/auth/services";
import { startTestTable } from "../../server/db/testing/dynalite";
import { startFunctionHost } from "../../server/testing/function-host";
import * as sessionFunction from "../../src/api/auth/session";

const USER = "super.admin@example.com";
const PASSWORD = "Sup3r-Admin!pass";
const TARGET_P99_MS = 50;

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return n;
}

export const authSessionBench: BenchModule = {
  name: "auth-session",
  description: "GET /api/auth/session under concurrent load (autocannon), function + emulator in-process",
  async run() {
    const duration = positive("BENCH_DURATION_SECONDS", 10);
    const connections = positive("BENCH_CONNECTIONS", 50);
    const ops: Record<string, number> = {};
    const emu = await startCognitoEmulator({
      port: 0,
      dataDir: null,
      reset: true,
      logger: "silent",
      onTiming: (op) => (ops[op] = (ops[op] ?? 0) + 1),
    });
    // Every verification reads the account's marks from the site table (server/auth/account-marks.ts).
    const table = await startTestTable("auth-session-bench");
    Object.assign(process.env, {
      SITE_DYNAMODB_ENDPOINT: table.endpoint,
      SITE_TABLE: table.table,
      GATSBY_COGNITO_USER_POOL_ID: emu.poolId,
      GATSBY_COGNITO_CLIENT_ID: emu.clientId,
      GATSBY_COGNITO_ENDPOINT: `${emu.url}/`,
      GATSBY_COGNITO_DOMAIN: emu.publicUrl,
      AUTH_COOKIE_KEY: randomBytes(32).toString("hex"),
      COGNITO_CLIENT_SECRET: "",
      COGNITO_ISSUER: "",
    });
    resetAuthServices();
    const host = await startFunctionHost([{ path: "auth/session", module: sessionFunction }]);
    try {
      const out = await createCognitoClient({ userPoolId: emu.poolId, endpoint: `${emu.url}/` }).send(
        new InitiateAuthCommand({
          AuthFlow: "USER_AUTH",
          ClientId: emu.clientId,
          AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: USER, PASSWORD },
        }),
      );
      const idToken = out.AuthenticationResult?.IdToken;
      const accessToken = out.AuthenticationResult?.AccessToken;
      if (!idToken || !accessToken) throw new Error("bench auth-session: sign-in returned no tokens");
      const url = `${host.url}/api/auth/session`;
      const headers = { Authorization: `Bearer ${idToken}`, "X-Access-Token": accessToken };
      // Warm-up: fetches the JWKS and caches the revocation check, as a warm function instance has.
      const first = await fetch(url, { headers });
      if (first.status !== 200) throw new Error(`bench auth-session: warm-up answered ${first.status}`);

      const before = { jwks: ops.jwks ?? 0, getUser: ops.GetUser ?? 0 };
      const measure = async (label: string) => {
        const r = await autocannon({ url, headers, connections, duration, workers: 1, timeout: 10 });
        const errors = r.errors + r.non2xx;
        return {
          label,
          pass: r.latency.p99 < TARGET_P99_MS && errors === 0,
          row: [
            label,
            r.requests.average.toFixed(0),
            r["2xx"] + r.non2xx,
            r.latency.p50.toFixed(1),
            r.latency.p90.toFixed(1),
            r.latency.p99.toFixed(1),
            r.latency.max.toFixed(1),
            errors,
          ],
        };
      };
      // What a page does: the same token pair on every call (the verified pair is remembered for 30 s).
      const warm = await measure("same tokens (verified-session cache)");
      // The worst case for CPU: both RS256 signatures checked on every request.
      resetAuthServices({ sessions: { ttlMs: 0 } });
      if ((await fetch(url, { headers })).status !== 200) throw new Error("bench auth-session: second warm-up failed");
      const cold = await measure("signatures checked every request");
      resetAuthServices();
      return [
        {
          title: `GET /api/auth/session, ${connections} connections, ${duration} s per row`,
          columns: ["scenario", "requests/s", "requests", "p50 ms", "p90 ms", "p99 ms", "max ms", "errors"],
          rows: [warm.row, cold.row],
          notes: [
            `Target p99 < ${TARGET_P99_MS} ms and 0 errors: ${warm.pass ? "met" : "NOT MET"} for the first row, ${cold.pass ? "met" : "not met"} for the second.`,
            `JWKS fetches during the runs: ${(ops.jwks ?? 0) - before.jwks - 1} besides the second warm-up's (keys cached); GetUser calls: ${(ops.GetUser ?? 0) - before.getUser - 1} besides it (revocation check cached 30 s).`,
            "Each request also reads the account's marks from a dynalite table in the same process (one GetItem).",
            "The function runs in server/testing/function-host.ts (a node:http server adapting req/res like Gatsby's function wrapper) with the Cognito emulator in-process: no gatsby build. autocannon runs in a worker thread of the same process; the machine's other load counts.",
          ],
        },
      ];
    } finally {
      await host.close();
      await emu.close();
      await table.stop();
    }
  },
};
