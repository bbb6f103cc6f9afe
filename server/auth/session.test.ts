import { ApiError } from "../http";
import { looksLikeJwt, sameSignIn, sessionView, tokensFrom } from "./session";

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.code}`;
    throw err;
  }
  return "no refusal";
}

const JWT = "eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln";

describe("tokensFrom", () => {
  it("reads the bearer id token and the access-token header", () => {
    expect(tokensFrom({ authorization: `Bearer ${JWT}`, "x-access-token": JWT })).toEqual({
      idToken: JWT,
      accessToken: JWT,
    });
    expect(tokensFrom({ authorization: `bearer  ${JWT}`, "x-access-token": JWT }).idToken).toBe(JWT);
  });

  it.each([
    ["nothing", {}, "401 SignInRequired"],
    ["no access token", { authorization: `Bearer ${JWT}` }, "401 SignInRequired"],
    ["no bearer", { "x-access-token": JWT }, "401 SignInRequired"],
    ["another scheme", { authorization: `Basic ${JWT}`, "x-access-token": JWT }, "401 SignInRequired"],
    ["an empty bearer", { authorization: "Bearer ", "x-access-token": JWT }, "401 SignInRequired"],
    ["a malformed token", { authorization: "Bearer abc", "x-access-token": JWT }, "401 InvalidToken"],
    ["a malformed access token", { authorization: `Bearer ${JWT}`, "x-access-token": "a.b" }, "401 InvalidToken"],
    ["a huge token", { authorization: `Bearer ${JWT}${"A".repeat(9000)}`, "x-access-token": JWT }, "401 InvalidToken"],
  ])("refuses %s", (_name, headers, answer) => {
    expect(refusal(() => tokensFrom(headers))).toBe(answer);
  });
});

describe("helpers", () => {
  it("recognize a JWT's shape", () => {
    expect(looksLikeJwt(JWT)).toBe(true);
    expect(looksLikeJwt("a.b.")).toBe(true);
    for (const bad of ["", "a.b", "a.b.c.d", "a b.c.d", "x".repeat(9000)]) expect(looksLikeJwt(bad)).toBe(false);
  });

  it("pair id and access tokens of one sign-in only", () => {
    const id = { sub: "s", username: "u", groups: [], exp: 1, iat: 0, originJti: "o" };
    const access = { sub: "s", username: "u", exp: 1, originJti: "o" };
    expect(sameSignIn(id, access)).toBe(true);
    expect(sameSignIn(id, { ...access, sub: "t" })).toBe(false);
    expect(sameSignIn(id, { ...access, username: "v" })).toBe(false);
    expect(sameSignIn(id, { ...access, originJti: "p" })).toBe(false);
    const { originJti: _drop, ...noJti } = access;
    expect(sameSignIn(id, noJti)).toBe(false);
  });

  it("show only name, groups and the verdict", () => {
    expect(sessionView({ sub: "s", username: "u", groups: ["Admins"], superAdmin: true, originJti: "o" })).toEqual({
      username: "u",
      groups: ["Admins"],
      superAdmin: true,
    });
  });
});
