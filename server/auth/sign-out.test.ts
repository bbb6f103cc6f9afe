/** The queue's retry pass: what it revokes, what it drops as dead anyway, what it keeps, in which order; the throttle. */
import { randomBytes } from "crypto";
import { ApiErrors } from "../http";
import { MemoryPendingRevocations } from "../testing/memory-pending-revocations";
import type { CognitoGateway } from "./cognito";
import { tokenId } from "./pending-revocations";
import { sealRefreshCookie } from "./refresh-cookie";
import { retryPendingRevocations, revokeOrQueue, throttled } from "./sign-out";

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
      queuedAt: NOW - 600,
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

test("a sign-out Cognito cannot revoke is queued with the time it was queued", async () => {
  const pending = new MemoryPendingRevocations();
  const gateway = { revoke: async () => Promise.reject(ApiErrors.unavailable()) } as unknown as CognitoGateway;
  const session = { v: 1, rt: "rt-down", sub: "s", usr: "u", cid: "client", iat: NOW - 60 } as const;
  await expect(revokeOrQueue(gateway, pending, session, sealed("rt-down"), NOW)).resolves.toEqual({
    revoked: false,
    queued: true,
  });
  expect(pending.entries.get(tokenId("rt-down"))).toMatchObject({ queuedAt: NOW, attempts: 1 });
});

test("each pass retries the longest-queued tokens first, and a retried token keeps its place", async () => {
  const pending = new MemoryPendingRevocations();
  // Queued in the reverse of their key order (the keys are hashes): a pass taking the first keys takes the newest.
  const tokens = ["t-0", "t-1", "t-2", "t-3", "t-4", "t-5"].sort((a, b) => (tokenId(a) < tokenId(b) ? 1 : -1));
  for (const [i, rt] of tokens.entries())
    await pending.put({
      id: tokenId(rt),
      sealed: sealed(rt),
      expiresAt: NOW + 3600,
      queuedAt: NOW - 3000 + i * 60,
      attempts: 1,
      reason: "unavailable",
    });
  const tried: string[] = [];
  const gateway = {
    revoke: async (rt: string) => {
      tried.push(rt);
      // The oldest stays refused; the others go through.
      if (rt === tokens[0]) throw ApiErrors.unavailable();
      return true;
    },
  } as unknown as CognitoGateway;
  const pass = () => retryPendingRevocations(gateway, pending, { key, clientId: "client", nowSeconds: NOW, limit: 2 });

  await expect(pass()).resolves.toBe(1);
  expect(tried.sort()).toEqual(tokens.slice(0, 2).sort());
  tried.length = 0;
  await expect(pass()).resolves.toBe(1);
  expect(tried.sort()).toEqual([tokens[0], tokens[2]].sort());
  expect(pending.entries.get(tokenId(tokens[0]!))).toMatchObject({ queuedAt: NOW - 3000, attempts: 3 });
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
