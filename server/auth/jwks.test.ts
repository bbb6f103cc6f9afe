import { createServer, type Server } from "http";
import type { AddressInfo } from "net";
import { FetchError, KidNotFoundInJwksError, WaitPeriodNotYetEndedJwkError } from "aws-jwt-verify/error";
import { createJwksCache, JwksFetchPolicy } from "./jwks";

const JWKS = { keys: [{ kty: "RSA", kid: "k1", alg: "RS256", use: "sig", n: "AQAB", e: "AQAB" }] };

let server: Server;
let base: string;
let hits = 0;
let mode: "ok" | "500" | "big" | "hang" = "ok";

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (mode === "hang") return;
    if (mode === "500") return void res.writeHead(500).end("no");
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(mode === "big" ? JSON.stringify({ keys: [], pad: "x".repeat(2000) }) : JSON.stringify(JWKS));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => {
  hits = 0;
  mode = "ok";
});

const jwt = (kid: string) => ({ header: { alg: "RS256", kid }, payload: {} });

describe("JwksFetchPolicy as fetcher", () => {
  it("fetches over plain http", async () => {
    const body = await new JwksFetchPolicy().fetch(`${base}/a`);
    expect(JSON.parse(Buffer.from(body).toString("utf8"))).toEqual(JWKS);
  });

  it("fails with FetchError on a bad status, an oversized body or a timeout", async () => {
    const policy = new JwksFetchPolicy({ maxBytes: 1000, timeoutMs: 200 });
    mode = "500";
    await expect(policy.fetch(`${base}/b`)).rejects.toBeInstanceOf(FetchError);
    mode = "big";
    await expect(policy.fetch(`${base}/c`)).rejects.toBeInstanceOf(FetchError);
    mode = "hang";
    await expect(policy.fetch(`${base}/d`)).rejects.toBeInstanceOf(FetchError);
    expect(policy.hasFetched(`${base}/b`)).toBe(false);
  });
});

describe("with SimpleJwksCache", () => {
  it("fetches once, then serves known kids from memory", async () => {
    const policy = new JwksFetchPolicy();
    const cache = createJwksCache(policy);
    const uri = `${base}/jwks-1`;
    await Promise.all(Array.from({ length: 20 }, () => cache.getJwk(uri, jwt("k1"))));
    await cache.getJwk(uri, jwt("k1"));
    expect(hits).toBe(1);
    expect(policy.hasFetched(uri)).toBe(true);
  });

  it("refetches for an unknown kid at most once a minute", async () => {
    let now = 1_000_000;
    const policy = new JwksFetchPolicy({ now: () => now });
    const cache = createJwksCache(policy);
    const uri = `${base}/jwks-2`;
    await cache.getJwk(uri, jwt("k1"));
    // Within a minute of the last fetch an unknown kid is refused without fetching.
    now += 30_000;
    await expect(cache.getJwk(uri, jwt("rotated"))).rejects.toBeInstanceOf(WaitPeriodNotYetEndedJwkError);
    expect(hits).toBe(1);
    now += 31_000;
    await expect(cache.getJwk(uri, jwt("rotated"))).rejects.toBeInstanceOf(KidNotFoundInJwksError);
    expect(hits).toBe(2);
    for (let i = 0; i < 50; i++) {
      now += 1_000;
      await expect(cache.getJwk(uri, jwt(`made-up-${i}`))).rejects.toBeInstanceOf(WaitPeriodNotYetEndedJwkError);
    }
    expect(hits).toBe(2);
    now += 10_000;
    await expect(cache.getJwk(uri, jwt("rotated"))).rejects.toBeInstanceOf(KidNotFoundInJwksError);
    expect(hits).toBe(3);
    // Known kids never wait.
    await cache.getJwk(uri, jwt("k1"));
    expect(hits).toBe(3);
  });

  it("retries sooner (5 s) while no JWKS was ever fetched", async () => {
    let now = 5_000_000;
    const policy = new JwksFetchPolicy({ now: () => now });
    const cache = createJwksCache(policy);
    const uri = `${base}/jwks-3`;
    mode = "500";
    await expect(cache.getJwk(uri, jwt("k1"))).rejects.toBeInstanceOf(FetchError);
    now += 1_000;
    await expect(cache.getJwk(uri, jwt("k1"))).rejects.toBeInstanceOf(WaitPeriodNotYetEndedJwkError);
    mode = "ok";
    now += 5_000;
    await expect(cache.getJwk(uri, jwt("k1"))).resolves.toMatchObject({ kid: "k1" });
    expect(hits).toBe(2);
  });
});
