import { ApiError } from "../http";
import { RevocationCheck } from "./revocation";

const exp = (ms: number) => Math.floor(ms / 1000);

function setup(answer: (token: string) => Promise<boolean>, ttlMs = 30_000) {
  let now = 1_700_000_000_000;
  const calls: string[] = [];
  const check = new RevocationCheck(
    (t) => {
      calls.push(t);
      return answer(t);
    },
    { ttlMs, now: () => now, maxEntries: 3 },
  );
  return { check, calls, advance: (ms: number) => (now += ms), now: () => now };
}

async function code(p: Promise<unknown>): Promise<number> {
  try {
    await p;
    return 200;
  } catch (err) {
    return err instanceof ApiError ? err.status : -1;
  }
}

describe("RevocationCheck", () => {
  it("asks Cognito once, then trusts the answer for the TTL", async () => {
    const t = setup(async () => true);
    const claims = { exp: exp(t.now()) + 3600 };
    await t.check.assertActive("A", claims);
    await t.check.assertActive("A", claims);
    expect(t.calls).toEqual(["A"]);
    t.advance(30_001);
    await t.check.assertActive("A", claims);
    expect(t.calls).toEqual(["A", "A"]);
  });

  it("never trusts past the token's expiry", async () => {
    const t = setup(async () => true);
    await t.check.assertActive("A", { exp: exp(t.now()) + 5 });
    t.advance(6_000);
    await t.check.assertActive("A", { exp: exp(t.now()) + 5 });
    expect(t.calls).toHaveLength(2);
  });

  it("remembers a revocation until the token expires", async () => {
    const t = setup(async () => false);
    const claims = { exp: exp(t.now()) + 3600 };
    expect(await code(t.check.assertActive("A", claims))).toBe(401);
    t.advance(600_000);
    expect(await code(t.check.assertActive("A", claims))).toBe(401);
    expect(t.calls).toHaveLength(1);
  });

  it("shares one Cognito call between concurrent checks of a token", async () => {
    let release: (v: boolean) => void = () => undefined;
    const t = setup(() => new Promise<boolean>((r) => (release = r)));
    const claims = { exp: exp(t.now()) + 3600 };
    const all = Promise.all(Array.from({ length: 10 }, () => t.check.assertActive("A", claims)));
    release(true);
    await all;
    expect(t.calls).toHaveLength(1);
  });

  it("fails closed when Cognito cannot answer", async () => {
    const t = setup(async () => {
      throw new ApiError(503, "ServiceUnavailable", "x");
    });
    expect(await code(t.check.assertActive("A", { exp: exp(t.now()) + 60 }))).toBe(503);
  });

  it("refuses at once a sign-in this instance ended, despite a cached pass", async () => {
    const t = setup(async () => true);
    const claims = { exp: exp(t.now()) + 3600, originJti: "o-1" };
    await t.check.assertActive("A", claims);
    t.check.forgetSession("o-1", t.now() + 86_400_000);
    expect(await code(t.check.assertActive("A", claims))).toBe(401);
    expect(await code(t.check.assertActive("B", { ...claims }))).toBe(401);
    await t.check.assertActive("C", { exp: claims.exp, originJti: "o-2" });
  });

  it("stays bounded", async () => {
    const t = setup(async () => true);
    for (const token of ["A", "B", "C", "D", "E"]) await t.check.assertActive(token, { exp: exp(t.now()) + 3600 });
    await t.check.assertActive("A", { exp: exp(t.now()) + 3600 });
    expect(t.calls.filter((c) => c === "A")).toHaveLength(2);
  });
});
