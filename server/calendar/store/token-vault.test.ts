/** Provider tokens at rest: bound to the user and provider, refused when moved or altered; the key's rules. */
import { randomBytes } from "crypto";
import { readFileSync } from "fs";
import { resolve } from "path";
import { ApiError } from "../../http";
import { DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX, parseTokenKey, requireTokenKey } from "./token-key";
import { TokenVault } from "./token-vault";

const tokens = { accessToken: "at-1", refreshToken: "rt-1", expiresAt: 1_800_000_000_000, scope: "Calendars.Read" };

describe("TokenVault", () => {
  const vault = new TokenVault(randomBytes(32));

  it("opens what it sealed, and the ciphertext does not contain the tokens", () => {
    const sealed = vault.seal("sub-a", "microsoft", tokens);
    expect(sealed).not.toContain("rt-1");
    expect(vault.open("sub-a", "microsoft", sealed)).toEqual(tokens);
    const { refreshToken: _dropped, ...noRefresh } = tokens;
    expect(vault.open("sub-a", "google", vault.seal("sub-a", "google", noRefresh))).toEqual(noRefresh);
  });

  it("refuses a ciphertext moved to another user or provider, altered, or sealed with another key", () => {
    const sealed = vault.seal("sub-a", "microsoft", tokens);
    expect(vault.open("sub-b", "microsoft", sealed)).toBeNull();
    expect(vault.open("sub-a", "google", sealed)).toBeNull();
    expect(vault.open("sub-a:microsoft", "microsoft", sealed)).toBeNull();
    const flipped = `${sealed.slice(0, 20)}${sealed[20] === "A" ? "B" : "A"}${sealed.slice(21)}`;
    expect(vault.open("sub-a", "microsoft", flipped)).toBeNull();
    expect(new TokenVault(randomBytes(32)).open("sub-a", "microsoft", sealed)).toBeNull();
  });
});

describe("CALENDAR_TOKEN_KEY", () => {
  const local = { host: "127.0.0.1:8000" };
  const deployed = { host: "www.northwind-consulting.example" };
  const refusal = (value: string, headers: Record<string, string>) => {
    try {
      requireTokenKey(parseTokenKey(value), headers);
    } catch (err) {
      if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.message };
    }
    return null;
  };
  let logged: jest.SpyInstance;
  beforeEach(() => (logged = jest.spyOn(console, "error").mockImplementation(() => undefined)));
  afterEach(() => logged.mockRestore());

  it("accepts 32 bytes as hex or base64", () => {
    const key = randomBytes(32);
    expect(requireTokenKey(parseTokenKey(key.toString("hex")), deployed)).toEqual(key);
    expect(requireTokenKey(parseTokenKey(key.toString("base64")), deployed)).toEqual(key);
  });

  it.each([
    ["missing", ""],
    ["short", randomBytes(16).toString("hex")],
    ["not a key", "correct horse battery staple"],
  ])("answers ServerMisconfigured, naming the variable in the log only, when %s", (_name, value) => {
    expect(refusal(value, local)).toEqual({
      status: 500,
      code: "ServerMisconfigured",
      message: "The calendar is not set up correctly on the server. Its log says what to set.",
    });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/CALENDAR_TOKEN_KEY .*32 (random )?bytes/));
  });

  it("accepts the public development key on loopback hosts only", () => {
    expect(refusal(DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX, local)).toBeNull();
    expect(refusal(DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX, deployed)).toEqual({
      status: 500,
      code: "ServerMisconfigured",
      message: "The calendar is not set up correctly on the server. Its log says what to set.",
    });
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining("CALENDAR_TOKEN_KEY is the public development key, which works on localhost only"),
    );
  });

  it.each([".env.development", ".env.production.defaults"])("%s sets the development key", (name) => {
    const text = readFileSync(resolve(__dirname, "../../..", name), "utf8");
    expect(text).toContain(`\nCALENDAR_TOKEN_KEY=${DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX}\n`);
  });
});
