/** The latency profile's pieces: bounds read from a behavior file, waits chosen from the request alone. */
import { encodeToken } from "./opaque-token";
import type { HttpRequest } from "./http";
import { delayWithin, latencyKey, latencyProfile, listsItems, parseLatency, sleepUnlessClosed } from "./latency";

const REALISTIC = { page: [500, 2000], small: [150, 400], token: [100, 300] } as const;

function request(url: string, method = "GET", body = ""): HttpRequest {
  return {
    method,
    url: new URL(url, "http://emulator.local"),
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: Buffer.from(body),
    tooLarge: false,
    cookies: {},
  };
}

test("a setting's profile: none is no wait, realistic the provider's, bounds over the realistic ones", () => {
  expect(latencyProfile(undefined, REALISTIC)).toBeNull();
  expect(latencyProfile("none", REALISTIC)).toBeNull();
  expect(latencyProfile("realistic", REALISTIC)).toBe(REALISTIC);
  expect(latencyProfile(parseLatency({ smallMs: [0, 0] }), REALISTIC)).toEqual({ ...REALISTIC, small: [0, 0] });
});

test("a wait is within its bounds and the same for the same key", () => {
  const waits = Array.from({ length: 200 }, (_, n) => delayWithin([500, 2000], `key ${n}`));
  expect(waits.every((ms) => Number.isInteger(ms) && ms >= 500 && ms <= 2000)).toBe(true);
  // Spread over the range, not stuck at one end.
  expect(Math.min(...waits)).toBeLessThan(700);
  expect(Math.max(...waits)).toBeGreaterThan(1800);
  expect(delayWithin([500, 2000], "key 7")).toBe(waits[7]);
  expect(delayWithin([700, 700], "anything")).toBe(700);
});

test("the key leaves out what changes from run to run: a token's epoch and nonce, a token request's secrets", () => {
  const skip = (epoch: string) => encodeToken({ k: "s", a: "acct", f: 1, t: 2, p: epoch, v: 3, s: null, o: 10 });
  const sync = (nonce: string) => encodeToken({ a: "acct", p: "epoch", v: 1, s: true, t: null, n: nonce });
  const at = (query: string) => latencyKey(request(`/v1.0/me/calendarView/delta?${query}`));
  expect(at(`$skiptoken=${skip("aaaa")}`)).toBe(at(`$skiptoken=${skip("bbbb")}`));
  expect(at(`syncToken=${sync("n1")}`)).toBe(at(`syncToken=${sync("n2")}`));
  // Where the listing is still counts.
  expect(at(`$skiptoken=${skip("aaaa")}`)).not.toBe(at(`$skiptoken=${encodeToken({ k: "s", o: 20 })}`));
  // The order of parameters does not.
  expect(at("a=1&b=2")).toBe(at("b=2&a=1"));
  const token = (form: string) => latencyKey(request("/common/oauth2/v2.0/token", "POST", form));
  expect(token("grant_type=refresh_token&refresh_token=one")).toBe(token("grant_type=refresh_token&refresh_token=two"));
  expect(token("grant_type=refresh_token")).not.toBe(token("grant_type=authorization_code"));
});

test("a wait for a client already gone ends at once", async () => {
  const gone = new AbortController();
  gone.abort();
  await expect(sleepUnlessClosed(60_000, gone.signal)).resolves.toBeUndefined();
  await expect(sleepUnlessClosed(0)).resolves.toBeUndefined();
});

test("a page with items, or with items carrying a field", () => {
  expect(listsItems('{"value":[{"id":"a","body":{}}]}', "value", "body")).toBe(true);
  expect(listsItems('{"value":[{"id":"a"}]}', "value", "body")).toBe(false);
  expect(listsItems('{"items":[]}', "items")).toBe(false);
  expect(listsItems('{"items":[{}]}', "items")).toBe(true);
  expect(listsItems("not json", "items")).toBe(false);
  expect(listsItems(undefined, "items")).toBe(false);
});
