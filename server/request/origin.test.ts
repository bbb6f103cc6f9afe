import { isLoopbackHost, isLoopbackHostname, isLoopbackHttpOrigin, originAllowed } from "./origin";

const SITE = "https://www.northwind-consulting.example";

describe("originAllowed", () => {
  it.each([
    ["the configured site", { origin: SITE, host: "function.netlify.app" }],
    [
      "the request's own https host (deploy preview)",
      { origin: "https://preview--x.netlify.app", host: "preview--x.netlify.app" },
    ],
    ["the local site on 127.0.0.1", { origin: "http://127.0.0.1:8000", host: "127.0.0.1:8000" }],
    ["the local site on localhost", { origin: "http://localhost:9000", host: "localhost:9000" }],
    ["the local site on [::1]", { origin: "http://[::1]:9000", host: "[::1]:9000" }],
  ])("allows %s", (_name, headers) => {
    expect(originAllowed(headers, SITE)).toBe(true);
  });

  it.each([
    ["no Origin", { host: "127.0.0.1:8000" }],
    ["Origin null (sandboxed frame)", { origin: "null", host: "127.0.0.1:8000" }],
    ["a foreign site", { origin: "https://evil.example", host: "www.northwind-consulting.example" }],
    ["a look-alike suffix", { origin: "https://www.northwind-consulting.example.evil.example", host: "x" }],
    [
      "http on the site's host",
      { origin: "http://www.northwind-consulting.example", host: "www.northwind-consulting.example" },
    ],
    ["another local port", { origin: "http://127.0.0.1:8001", host: "127.0.0.1:8000" }],
    ["a path in Origin", { origin: `${SITE}/login/`, host: "x" }],
    ["another scheme", { origin: "file://", host: "x" }],
    ["garbage", { origin: "not a url", host: "x" }],
  ])("refuses %s", (_name, headers) => {
    expect(originAllowed(headers, SITE)).toBe(false);
  });

  it("survives an unparsable SITE_URL (the own host still works)", () => {
    expect(originAllowed({ origin: "http://127.0.0.1:8000", host: "127.0.0.1:8000" }, "::")).toBe(true);
  });
});

describe("loopback", () => {
  it("knows the loopback names", () => {
    for (const h of ["localhost", "LOCALHOST", "app.localhost", "127.0.0.1", "127.1.2.3", "[::1]", "::1"])
      expect(isLoopbackHostname(h)).toBe(true);
    for (const h of ["example.com", "127.0.0.1.evil.example", "10.0.0.1", "0.0.0.0", "localhost.evil.example"])
      expect(isLoopbackHostname(h)).toBe(false);
  });

  it("relaxes Secure only for http loopback origins", () => {
    expect(isLoopbackHttpOrigin({ origin: "http://127.0.0.1:8000" })).toBe(true);
    expect(isLoopbackHttpOrigin({ origin: "https://localhost:8000" })).toBe(false);
    expect(isLoopbackHttpOrigin({ origin: "http://example.com" })).toBe(false);
    expect(isLoopbackHttpOrigin({})).toBe(false);
  });

  it("reads the Host header", () => {
    expect(isLoopbackHost({ host: "127.0.0.1:9000" })).toBe(true);
    expect(isLoopbackHost({ host: "[::1]:9000" })).toBe(true);
    expect(isLoopbackHost({ host: "www.northwind-consulting.example" })).toBe(false);
    expect(isLoopbackHost({})).toBe(false);
  });
});
