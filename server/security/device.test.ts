import { describeUserAgent, deviceCookieHeader, signInDevice } from "./device";

describe("describeUserAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Chrome on Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "Edge on Windows",
    ],
    ["Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Safari on iPhone",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
      "Safari on macOS",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome on Android",
    ],
    ["curl/8.5.0", "an unknown browser"],
    [undefined, "an unknown browser"],
  ])("%s", (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});

describe("signInDevice", () => {
  const ua = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
  const id = "AAAAAAAAAAAAAAAAAAAAAA";
  it("is the browser's cookie id when it has a well-formed one", () => {
    expect(signInDevice(id, ua)).toEqual({ id, label: "Firefox on Linux", fresh: false });
  });
  it("is a new random id without one, or with a cookie that is not an id", () => {
    for (const cookie of [undefined, "", "short", `${id}x`, "../../etc/passwd##########", "AAAA AAAAAAAAAAAAAAAAAA"]) {
      const device = signInDevice(cookie, ua);
      expect(device.fresh).toBe(true);
      expect(device.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(signInDevice(undefined, ua).id).not.toBe(signInDevice(undefined, ua).id);
  });
});

describe("deviceCookieHeader", () => {
  it("is __Host- named with Path=/ (plain on plain-http loopback), HttpOnly, Strict, kept 400 days", () => {
    expect(deviceCookieHeader("AAAAAAAAAAAAAAAAAAAAAA", true)).toBe(
      "__Host-nw_device=AAAAAAAAAAAAAAAAAAAAAA; Path=/; Max-Age=34560000; HttpOnly; Secure; SameSite=Strict",
    );
    expect(deviceCookieHeader("AAAAAAAAAAAAAAAAAAAAAA", false)).not.toContain("Secure");
  });
});
