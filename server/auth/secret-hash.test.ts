import { secretHash } from "./secret-hash";

describe("secretHash", () => {
  it("is Base64(HMAC-SHA256(secret, username + clientId))", () => {
    // printf 'userclient' | openssl dgst -sha256 -hmac secret -binary | base64
    expect(secretHash("secret", "user", "client")).toBe("wvW87lzZoI+qQCVGmWVBJLlucdJ65huAVP1z+0MgA6E=");
  });
});
