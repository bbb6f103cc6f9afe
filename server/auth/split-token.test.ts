import { randomBytes } from "crypto";
import { joinAccessToken, splitAccessToken } from "./split-token";

const key = randomBytes(32);
const token = [
  Buffer.from(JSON.stringify({ alg: "RS256", kid: "k1" })).toString("base64url"),
  Buffer.from(JSON.stringify({ sub: "u1", token_use: "access", exp: 1_900_000_000 })).toString("base64url"),
  randomBytes(256).toString("base64url"),
].join(".");

describe("split access tokens", () => {
  it("keep the header and claims readable, hide the signature, and join back to the issued token", () => {
    const split = splitAccessToken(key, token);
    const [header, claims, sealed] = split.split(".");
    expect(`${header}.${claims}`).toBe(token.split(".").slice(0, 2).join("."));
    expect(sealed).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toBe(token.split(".")[2]);
    expect(split.length).toBeLessThan(token.length + 200);
    expect(joinAccessToken(key, split)).toBe(token);
  });

  it("leave raw tokens, other keys' splits and a signature moved onto other claims as they came", () => {
    expect(joinAccessToken(key, token)).toBe(token);
    const split = splitAccessToken(key, token);
    expect(joinAccessToken(randomBytes(32), split)).toBe(split);
    expect(joinAccessToken(null, split)).toBe(split);
    const other = Buffer.from(JSON.stringify({ sub: "u2", token_use: "access" })).toString("base64url");
    const moved = [split.split(".")[0], other, split.split(".")[2]].join(".");
    expect(joinAccessToken(key, moved)).toBe(moved);
    expect(splitAccessToken(key, "not-a-jwt")).toBe("not-a-jwt");
  });
});
