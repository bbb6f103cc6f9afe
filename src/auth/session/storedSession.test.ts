import { cookieReader, peekStoredUser } from "./storedSession";

const CLIENT = "localdevclient000000000001";
const NOW = Date.parse("2026-11-23T10:00:00Z");

function jwt(claims: Record<string, unknown>): string {
  const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${enc({ alg: "RS256", kid: "k" })}.${enc(claims)}.signature`;
}

function storage(entries: Record<string, string>) {
  return (key: string) => entries[key] ?? null;
}

const prefix = `CognitoIdentityServiceProvider.${CLIENT}`;
const live = {
  exp: NOW / 1000 + 3600,
  "cognito:groups": ["Admins"],
  email: "super.admin@example.com",
  "cognito:username": "super.admin@example.com",
};

describe("peekStoredUser", () => {
  it("reads the user and groups of the library's stored id token", () => {
    const read = storage({
      [`${prefix}.LastAuthUser`]: "super.admin@example.com",
      [`${prefix}.super.admin@example.com.idToken`]: jwt(live),
    });
    expect(peekStoredUser(read, CLIENT, NOW)).toEqual({
      username: "super.admin@example.com",
      groups: ["Admins"],
      email: "super.admin@example.com",
    });
  });

  it("keeps a user whose id token expired but who can renew it", () => {
    const expired = jwt({ ...live, exp: NOW / 1000 - 10 });
    const withRefresh = storage({
      [`${prefix}.LastAuthUser`]: "u",
      [`${prefix}.u.idToken`]: expired,
      [`${prefix}.u.refreshToken`]: "opaque",
    });
    expect(peekStoredUser(withRefresh, CLIENT, NOW)?.groups).toEqual(["Admins"]);
    const without = storage({ [`${prefix}.LastAuthUser`]: "u", [`${prefix}.u.idToken`]: expired });
    expect(peekStoredUser(without, CLIENT, NOW)).toBeNull();
  });

  it.each([
    ["no client id", {}, undefined],
    ["no last user", {}, CLIENT],
    ["no id token", { [`${prefix}.LastAuthUser`]: "u" }, CLIENT],
    ["a malformed token", { [`${prefix}.LastAuthUser`]: "u", [`${prefix}.u.idToken`]: "not-a-jwt" }, CLIENT],
    ["garbage claims", { [`${prefix}.LastAuthUser`]: "u", [`${prefix}.u.idToken`]: "a.!!!.c" }, CLIENT],
  ])("is null with %s", (_what, entries, clientId) => {
    expect(peekStoredUser(storage(entries as Record<string, string>), clientId, NOW)).toBeNull();
  });

  it("treats storage that throws as signed out", () => {
    expect(
      peekStoredUser(
        () => {
          throw new Error("SecurityError");
        },
        CLIENT,
        NOW,
      ),
    ).toBeNull();
  });

  it("ignores non-string groups", () => {
    const read = storage({
      [`${prefix}.LastAuthUser`]: "u",
      [`${prefix}.u.idToken`]: jwt({ exp: NOW / 1000 + 60, "cognito:groups": ["Admins", 7] }),
    });
    expect(peekStoredUser(read, CLIENT, NOW)).toEqual({ username: "u", groups: ["Admins"] });
  });
});

describe("cookieReader", () => {
  it("finds a cookie by its (encoded) name", () => {
    const read = cookieReader(
      `a=1; ${encodeURIComponent(`${prefix}.LastAuthUser`)}=${encodeURIComponent("x@example.com")}; b=2`,
    );
    expect(read(`${prefix}.LastAuthUser`)).toBe("x@example.com");
    expect(read("missing")).toBeNull();
  });
});
