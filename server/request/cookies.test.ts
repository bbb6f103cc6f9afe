import { readCookie, readCookies, serializeCookie } from "./cookies";

describe("readCookie", () => {
  it("finds one cookie among others, trimming and unquoting", () => {
    expect(readCookie("a=1; nw_session=abc-_; b=2", "nw_session")).toBe("abc-_");
    expect(readCookie('nw_session="quoted"', "nw_session")).toBe("quoted");
    expect(readCookie(["a=1", "nw_session=x"], "nw_session")).toBe("x");
  });

  it("is undefined when absent", () => {
    expect(readCookie(undefined, "nw_session")).toBeUndefined();
    expect(readCookie("other=1; nw_sessionx=2; malformed", "nw_session")).toBeUndefined();
  });
});

describe("serializeCookie", () => {
  it("writes every attribute", () => {
    expect(
      serializeCookie("n", "v", { path: "/api/auth/", maxAge: 60, httpOnly: true, secure: true, sameSite: "Strict" }),
    ).toBe("n=v; Path=/api/auth/; Max-Age=60; HttpOnly; Secure; SameSite=Strict");
  });

  it("expires a deleted cookie in the past too", () => {
    expect(serializeCookie("n", "", { path: "/", maxAge: 0, httpOnly: true, secure: false, sameSite: "Lax" })).toBe(
      "n=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    );
  });

  it("refuses names and values that would break the header", () => {
    const opts = { path: "/", maxAge: 1, httpOnly: true, secure: true, sameSite: "Strict" } as const;
    expect(() => serializeCookie("a b", "v", opts)).toThrow();
    expect(() => serializeCookie("n", "v; Domain=evil", opts)).toThrow();
    expect(() => serializeCookie("n", "v\r\nX: y", opts)).toThrow();
  });
});

describe("duplicate cookies", () => {
  it("reads no value when a name comes twice (a cookie planted for a narrower path is sent first)", () => {
    const header = "nw_session=planted; a=1; nw_session=ours";
    expect(readCookie(header, "nw_session")).toBeUndefined();
    expect(readCookies(header, "nw_session")).toEqual(["planted", "ours"]);
    expect(readCookies("a=1", "nw_session")).toEqual([]);
  });
});
