/**
 * The development settings in a deployment build: refused whatever the request says (Host, Origin); in a local build
 * still only for loopback requests.
 */
import { randomBytes } from "crypto";
import { DEVELOPMENT_COOKIE_KEY_HEX } from "../crypto/key";
import { ApiError } from "../http";
import { buildAuthServices, requireCookieKey } from "../auth/services";
import { authSettingsFrom } from "../settings";
import { parseTokenKey, requireTokenKey, DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX } from "../calendar/store/token-key";
import { localHttpOrigin, localOnlyAllowed } from "./local-only";

const loopback = { host: "localhost:9000", origin: "http://localhost:9000" };
const remote = { host: "www.northwind.example", origin: "https://www.northwind.example" };
const saved = { NODE_ENV: process.env.NODE_ENV, NW_LOCAL_BUILD: process.env.NW_LOCAL_BUILD };

function asBuild(kind: "deployment" | "local") {
  (process.env as Record<string, string>).NODE_ENV = "production";
  if (kind === "local") process.env.NW_LOCAL_BUILD = "1";
  else delete process.env.NW_LOCAL_BUILD;
}
afterEach(() => {
  (process.env as Record<string, string | undefined>).NODE_ENV = saved.NODE_ENV;
  if (saved.NW_LOCAL_BUILD === undefined) delete process.env.NW_LOCAL_BUILD;
  else process.env.NW_LOCAL_BUILD = saved.NW_LOCAL_BUILD;
});

const status = (f: () => unknown) => {
  try {
    f();
    return 200;
  } catch (err) {
    if (err instanceof ApiError) return err.status;
    throw err;
  }
};

test("a deployment build never accepts the development keys, even for a request that says localhost", () => {
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  const services = buildAuthServices(
    authSettingsFrom(
      { AUTH_COOKIE_KEY: DEVELOPMENT_COOKIE_KEY_HEX },
      { userPoolId: "us-east-1_P", clientId: "c", endpoint: "", hostedUiDomain: "" },
    ),
    { pending: { get: async () => null, put: async () => {}, remove: async () => {}, list: async () => [] } },
  );
  const tokenKey = parseTokenKey(DEVELOPMENT_CALENDAR_TOKEN_KEY_HEX);
  asBuild("deployment");
  expect(localOnlyAllowed(loopback)).toBe(false);
  expect(localHttpOrigin(loopback)).toBe(false);
  expect(status(() => requireCookieKey(services, loopback))).toBe(500);
  expect(status(() => requireTokenKey(tokenKey, loopback))).toBe(500);
  asBuild("local");
  expect(status(() => requireCookieKey(services, loopback))).toBe(200);
  expect(status(() => requireTokenKey(tokenKey, loopback))).toBe(200);
  // A local build still keeps them to this machine.
  expect(status(() => requireCookieKey(services, remote))).toBe(500);
  expect(localHttpOrigin(remote)).toBe(false);
  jest.restoreAllMocks();
});

test("a deployment's own key works for any host", () => {
  const services = buildAuthServices(
    authSettingsFrom(
      { AUTH_COOKIE_KEY: randomBytes(32).toString("hex") },
      { userPoolId: "us-east-1_P", clientId: "c", endpoint: "", hostedUiDomain: "" },
    ),
  );
  asBuild("deployment");
  expect(status(() => requireCookieKey(services, remote))).toBe(200);
});
