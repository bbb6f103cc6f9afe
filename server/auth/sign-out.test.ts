/** The queue's retry pass: what it revokes, what it drops as dead anyway, what it keeps; and the throttle. */
import { randomBytes } from "crypto";
import { ApiErrors } from "../http";
import { MemoryPendingRevocations } from "../testing/memory-pending-revocations";
import type { CognitoGateway } from "./cognito";
import { tokenId } from "./pending-revocations";
import { sealRefreshCookie } from "./refresh-cookie";
import { retryPendingRevocations, throttled } from "./sign-out";

const key = randomBytes(32);
const NOW = 1_900_000_000;
const sealed = (rt: string, k: Buffer = key) =>
  sealRefreshCookie(k, { v: 1, rt, sub: "s", usr: "u", cid: "client", iat: NOW - 60 });

test("revokes what Cognito takes, keeps what it refuses to revoke, drops the expired and the unopenable", async () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const pending = new MemoryPendingRevocations();
  const entry = (rt: string, over: { sealedWith?: Buffer; expiresAt?: number } = {}) =>
    pending.put({
      id: tokenId(rt),
      sealed: sealed(rt, over.sealedWith ?? key),
      expiresAt: over.expiresAt ?? NOW + 3600,
      attempts: 1,
      reason: "unavailable",
    });
  await entry("goes-through");
  await entry("revocation-off");
  await entry("still-down");
  await entry("expired", { expiresAt: NOW - 1 });
  await entry("other-key", { sealedWith: randomBytes(32) });
  const revoked: string[] = [];
  const gateway = {
    revoke: async (rt: string) => {
      if (rt === "revocation-off") throw ApiErrors.misconfigured();
      if (rt === "still-down") throw ApiErrors.unavailable();
      revoked.push(rt);
      return true;
    },
  } as unknown as CognitoGateway;

  const n = await retryPendingRevocations(gateway, pending, { key, clientId: "client", nowSeconds: NOW, limit: 10 });
  expect(n).toBe(1);
  expect(revoked).toEqual(["goes-through"]);
  expect([...pending.entries.values()].map((e) => [e.id, e.attempts, e.reason]).sort()).toEqual(
    [
      [tokenId("revocation-off"), 2, "misconfigured"],
      [tokenId("still-down"), 2, "unavailable"],
    ].sort(),
  );
  jest.restoreAllMocks();
});

test("a queue that cannot be read is logged, not thrown", async () => {
  const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
  const pending = new MemoryPendingRevocations();
  pending.list = async () => {
    throw new Error("table down");
  };
  await expect(
    retryPendingRevocations({} as CognitoGateway, pending, { key, clientId: "client", nowSeconds: NOW }),
  ).resolves.toBe(0);
  expect(spy).toHaveBeenCalled();
  spy.mockRestore();
});

test("throttled runs a task at most once per interval", async () => {
  let t = 0;
  const run = throttled(60_000, () => t);
  const calls: number[] = [];
  for (const at of [0, 30_000, 59_999, 60_000, 61_000, 120_000]) {
    t = at;
    await run(async () => calls.push(at));
  }
  expect(calls).toEqual([0, 60_000, 120_000]);
});
