import { SessionCache } from "./session-cache";

describe("SessionCache", () => {
  let now = 1_000_000;
  const cache = (ttlMs = 30_000) => new SessionCache<string>({ ttlMs, maxEntries: 3, now: () => now });

  it("keys on both tokens exactly", () => {
    expect(SessionCache.key("a.b.c", "d.e.f")).toBe(SessionCache.key("a.b.c", "d.e.f"));
    expect(SessionCache.key("a.b.c", "d.e.f")).not.toBe(SessionCache.key("a.b.c", "d.e.g"));
    expect(SessionCache.key("a.b.c", "d.e.f")).not.toBe(SessionCache.key("d.e.f", "a.b.c"));
  });

  it("remembers for the TTL, never past the tokens' expiry", () => {
    const c = cache();
    c.set("k", "v", now + 3_600_000);
    c.set("short", "v", now + 5_000);
    now += 10_000;
    expect(c.get("k")).toBe("v");
    expect(c.get("short")).toBeUndefined();
    now += 20_001;
    expect(c.get("k")).toBeUndefined();
  });

  it("forgets a sign-in's entries, stays bounded, and is off with a TTL of 0", () => {
    const c = cache();
    c.set("a", "1", now + 60_000, "o-1");
    c.set("b", "2", now + 60_000, "o-2");
    c.forgetSession("o-1");
    expect(c.get("a")).toBeUndefined();
    expect(c.get("b")).toBe("2");
    for (const k of ["c", "d", "e"]) c.set(k, k, now + 60_000);
    expect(c.get("b")).toBeUndefined();
    expect(c.get("e")).toBe("e");
    const off = cache(0);
    off.set("k", "v", now + 60_000);
    expect(off.get("k")).toBeUndefined();
  });
});
