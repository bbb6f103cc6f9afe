import { randomBytes } from "crypto";
import { seal } from "../crypto/aead";
import {
  clearRefreshCookieHeader,
  openRefreshCookie,
  refreshCookieHeader,
  sealRefreshCookie,
  type RefreshCookie,
} from "./refresh-cookie";

const key = randomBytes(32);
const NOW = 1_700_000_000;
const cookie: RefreshCookie = { v: 1, rt: "refresh-token", sub: "s", usr: "ada", cid: "client", ojti: "o", iat: NOW };
const opts = { clientId: "client", nowSeconds: NOW + 10 };

describe("refresh cookie", () => {
  it("seals and opens", () => {
    expect(openRefreshCookie(key, sealRefreshCookie(key, cookie), opts)).toEqual(cookie);
  });

  it("does not open when forged, tampered, of another key or purpose", () => {
    const sealed = sealRefreshCookie(key, cookie);
    expect(openRefreshCookie(randomBytes(32), sealed, opts)).toBeNull();
    expect(openRefreshCookie(key, `${sealed.slice(0, -2)}AA`, opts)).toBeNull();
    expect(openRefreshCookie(key, randomBytes(200).toString("base64url"), opts)).toBeNull();
    expect(openRefreshCookie(key, seal(key, JSON.stringify(cookie), "another purpose"), opts)).toBeNull();
    expect(openRefreshCookie(key, "x".repeat(5000), opts)).toBeNull();
  });

  it("does not open with a bad payload (even when correctly sealed)", () => {
    const purpose = "northwind:refresh-cookie:v1";
    expect(openRefreshCookie(key, seal(key, "not json", purpose), opts)).toBeNull();
    expect(openRefreshCookie(key, seal(key, JSON.stringify({ ...cookie, v: 2 }), purpose), opts)).toBeNull();
    expect(openRefreshCookie(key, seal(key, JSON.stringify({ ...cookie, extra: 1 }), purpose), opts)).toBeNull();
    expect(openRefreshCookie(key, seal(key, JSON.stringify({ ...cookie, rt: "" }), purpose), opts)).toBeNull();
  });

  it("does not open when too old, from the future, or for another app client", () => {
    const sealed = sealRefreshCookie(key, cookie);
    expect(openRefreshCookie(key, sealed, { ...opts, nowSeconds: NOW + 31 * 86400 })).toBeNull();
    expect(openRefreshCookie(key, sealed, { ...opts, nowSeconds: NOW - 3600 })).toBeNull();
    expect(openRefreshCookie(key, sealed, { ...opts, clientId: "other" })).toBeNull();
    expect(openRefreshCookie(key, sealed, { ...opts, nowSeconds: NOW + 60, maxAgeSeconds: 30 })).toBeNull();
  });

  it("is __Host- named, HttpOnly, SameSite=Strict, Path=/ and Secure unless told otherwise", () => {
    expect(refreshCookieHeader("v", true)).toBe(
      "__Host-nw_session=v; Path=/; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict",
    );
    expect(refreshCookieHeader("v", false)).not.toContain("Secure");
    expect(clearRefreshCookieHeader(true)).toBe(
      "__Host-nw_session=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Strict",
    );
  });
});
