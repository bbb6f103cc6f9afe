import { randomBytes } from "crypto";
import { DEVELOPMENT_COOKIE_KEY_HEX } from "../crypto/key";
import { ApiError } from "../http";
import { resetLogOnce } from "../log";
import { authSettingsFrom } from "../settings";
import { authServices, buildAuthServices, requireCookieKey, requireReady, resetAuthServices } from "./services";

const cognito = {
  userPoolId: "us-east-1_LocalPool1",
  clientId: "localdevclient000000000001",
  endpoint: "http://127.0.0.1:9229/",
  hostedUiDomain: "",
};
const settings = (env: Record<string, string>, c = cognito) => authSettingsFrom(env, c);

function status(fn: () => unknown): number {
  try {
    fn();
    return 200;
  } catch (err) {
    return err instanceof ApiError ? err.status : -1;
  }
}

describe("auth services", () => {
  let logs: string[];
  beforeEach(() => {
    resetLogOnce();
    logs = [];
    jest.spyOn(console, "error").mockImplementation((m: string) => void logs.push(m));
  });
  afterEach(() => jest.restoreAllMocks());

  it("are ready with usable settings, and built once per settings", () => {
    resetAuthServices();
    const s = settings({ AUTH_COOKIE_KEY: randomBytes(32).toString("hex") });
    const a = authServices(s);
    expect(requireReady(a).settings).toBe(s);
    expect(authServices({ ...s })).toBe(a);
    expect(authServices({ ...s, clientSecret: "x" })).not.toBe(a);
  });

  it("answer 500 ServerMisconfigured and log the variable when the pool settings are wrong", () => {
    const s = buildAuthServices(settings({}, { ...cognito, userPoolId: "nope", clientId: "" }));
    expect(status(() => requireReady(s))).toBe(500);
    expect(logs.join("\n")).toMatch(/GATSBY_COGNITO_CLIENT_ID/);
    expect(logs.join("\n")).toMatch(/GATSBY_COGNITO_USER_POOL_ID/);
    const badIssuer = buildAuthServices(settings({ COGNITO_ISSUER: "not-a-url" }));
    expect(status(() => requireReady(badIssuer))).toBe(500);
    expect(logs.join("\n")).toMatch(/COGNITO_ISSUER/);
  });

  it("answer 500 naming AUTH_COOKIE_KEY (in the log only) when the key is missing or short", () => {
    for (const key of ["", randomBytes(16).toString("hex")]) {
      const s = buildAuthServices(settings({ AUTH_COOKIE_KEY: key }));
      expect(status(() => requireCookieKey(s, { host: "127.0.0.1:8000" }))).toBe(500);
    }
    expect(logs.every((l) => l.includes("AUTH_COOKIE_KEY"))).toBe(true);
    expect(logs).toHaveLength(2);
  });

  it("accept the development key on loopback hosts only", () => {
    const s = buildAuthServices(settings({ AUTH_COOKIE_KEY: DEVELOPMENT_COOKIE_KEY_HEX }));
    expect(status(() => requireCookieKey(s, { host: "127.0.0.1:8000" }))).toBe(200);
    expect(status(() => requireCookieKey(s, { host: "localhost:9000" }))).toBe(200);
    expect(status(() => requireCookieKey(s, { host: "www.northwind-consulting.example" }))).toBe(500);
    expect(logs.join("\n")).toMatch(/AUTH_COOKIE_KEY is the committed development key/);
    const own = buildAuthServices(settings({ AUTH_COOKIE_KEY: randomBytes(32).toString("base64") }));
    expect(status(() => requireCookieKey(own, { host: "www.northwind-consulting.example" }))).toBe(200);
  });
});
