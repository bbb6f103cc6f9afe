import { randomBytes } from "crypto";
import { readFileSync } from "fs";
import path from "path";
import { DEVELOPMENT_COOKIE_KEY_HEX, parseKey } from "./key";

describe("parseKey", () => {
  const raw = randomBytes(32);

  it.each([
    ["hex", raw.toString("hex")],
    ["upper-case hex", raw.toString("hex").toUpperCase()],
    ["base64", raw.toString("base64")],
    ["base64url", raw.toString("base64url")],
    ["base64 with spaces around", `  ${raw.toString("base64")}\n`],
  ])("reads 32 bytes written as %s", (_name, text) => {
    const result = parseKey(text, "AUTH_COOKIE_KEY");
    expect(result.ok && result.key.equals(raw)).toBe(true);
  });

  it.each([
    ["missing", "", /AUTH_COOKIE_KEY is not set/],
    ["short hex", randomBytes(16).toString("hex"), /must be 32 bytes .* got 16 bytes/],
    ["short base64", randomBytes(31).toString("base64"), /got 31 bytes/],
    ["long base64", randomBytes(48).toString("base64"), /got 48 bytes/],
    ["not an encoding", "correct horse battery staple!", /got neither/],
  ])("refuses a %s key and names the variable", (_name, text, message) => {
    const result = parseKey(text, "AUTH_COOKIE_KEY");
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toMatch(message);
    expect(!result.ok && result.problem).toContain("AUTH_COOKIE_KEY");
  });

  it("flags the committed development key", () => {
    expect(parseKey(DEVELOPMENT_COOKIE_KEY_HEX, "K")).toMatchObject({ ok: true, development: true });
    expect(parseKey(raw.toString("hex"), "K")).toMatchObject({ ok: true, development: false });
  });
});

describe("the development key", () => {
  it.each([".env.development", ".env.production.defaults"])("is the one %s sets", (name) => {
    const text = readFileSync(path.resolve(__dirname, "..", "..", name), "utf8");
    expect(/^AUTH_COOKIE_KEY=(.*)$/m.exec(text)?.[1]).toBe(DEVELOPMENT_COOKIE_KEY_HEX);
  });
});
