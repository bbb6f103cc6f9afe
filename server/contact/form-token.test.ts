/** The fill-time token: signed, time-bound, and refused for each kind of tampering. */
import { randomBytes } from "crypto";
import { checkToken, issueToken, MAX_TOKEN_AGE_MS, MIN_FILL_MS, parseMinFill } from "./form-token";
import { deriveContactKeys } from "./keys";

const key = randomBytes(32);
const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);

test("a token is good from MIN_FILL_MS after issue until MAX_TOKEN_AGE_MS", () => {
  const token = issueToken(key, T0);
  expect(token).toMatch(/^v1\.[0-9a-z]+\.[\w-]+\.[\w-]{43}$/);
  expect(checkToken(key, token, T0 + MIN_FILL_MS - 1)).toEqual({ ok: false, reason: "too-fast" });
  expect(checkToken(key, token, T0 + MIN_FILL_MS)).toEqual({ ok: true, issuedAt: T0 });
  expect(checkToken(key, token, T0 + MAX_TOKEN_AGE_MS)).toEqual({ ok: true, issuedAt: T0 });
  expect(checkToken(key, token, T0 + MAX_TOKEN_AGE_MS + 1)).toEqual({ ok: false, reason: "expired" });
});

test("a shorter configured minimum fill time (the e2e build's) moves the too-fast line, nothing else", () => {
  const token = issueToken(key, T0);
  expect(checkToken(key, token, T0 + 999, 1_000)).toEqual({ ok: false, reason: "too-fast" });
  expect(checkToken(key, token, T0 + 1_000, 1_000)).toEqual({ ok: true, issuedAt: T0 });
  expect(checkToken(key, token, T0 + MAX_TOKEN_AGE_MS + 1, 1_000)).toEqual({ ok: false, reason: "expired" });
});

test("CONTACT_MIN_FILL_MS: unset is 3 s; only whole milliseconds from 500 to 60000 are taken", () => {
  expect(parseMinFill(undefined)).toEqual({ ms: MIN_FILL_MS });
  expect(parseMinFill(" ")).toEqual({ ms: MIN_FILL_MS });
  expect(parseMinFill("1000")).toEqual({ ms: 1_000 });
  expect(parseMinFill("500")).toEqual({ ms: 500 });
  expect(parseMinFill("60000")).toEqual({ ms: 60_000 });
  for (const bad of ["0", "499", "60001", "1.5", "-1000", "3s", "abc"])
    expect(parseMinFill(bad)).toEqual({ error: expect.stringContaining(`CONTACT_MIN_FILL_MS must be a whole number`) });
});

test("two tokens of the same moment differ (a random nonce)", () => {
  expect(issueToken(key, T0)).not.toBe(issueToken(key, T0));
});

test("missing, malformed, forged, re-dated and future tokens are refused", () => {
  const later = T0 + 10_000;
  const token = issueToken(key, T0);
  const [v, time, nonce, mac] = token.split(".");
  expect(checkToken(key, undefined, later)).toEqual({ ok: false, reason: "missing" });
  expect(checkToken(key, "", later)).toEqual({ ok: false, reason: "missing" });
  for (const bad of [
    "nonsense",
    `${v}.${time}.${nonce}`,
    `v2.${time}.${nonce}.${mac}`,
    `${v}.${(T0 - 60_000).toString(36)}.${nonce}.${mac}`,
    `${v}.${time}.other.${mac}`,
    // The MAC with its last character changed (to "A", or "B" when it already ends in "A": 1 run in 64 did).
    `${v}.${time}.${nonce}.${mac?.slice(0, -1)}${mac?.endsWith("A") ? "B" : "A"}`,
    issueToken(randomBytes(32), T0),
    issueToken(key, later + 120_000),
  ])
    expect(checkToken(key, bad, later)).toEqual({ ok: false, reason: "invalid" });
});

test("the contact keys are distinct from each other and from the master key", () => {
  const master = randomBytes(32);
  const keys = deriveContactKeys(master);
  expect(keys.token).toHaveLength(32);
  expect(keys.token.equals(keys.rateLimit)).toBe(false);
  expect(keys.token.equals(master)).toBe(false);
  expect(deriveContactKeys(master).token.equals(keys.token)).toBe(true);
});
