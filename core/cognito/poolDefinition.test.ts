/** The pool definition's URL shapes and the settings the site rests on. */
import { POOL, callbackUrls, logoutUrls } from "./poolDefinition";

test("callback and sign-out URLs are the site's /login/ on the origin given", () => {
  expect(callbackUrls("https://www.northwind.example")).toEqual(["https://www.northwind.example/login/"]);
  expect(logoutUrls("http://localhost:8000")).toEqual(["http://localhost:8000/login/", "http://localhost:8000/login"]);
});

test("step-up's premises: 5-minute access tokens, revocation on, rotation off, refresh allowed", () => {
  expect(POOL.client.accessTokenValiditySeconds).toBe(300);
  expect(POOL.client.enableTokenRevocation).toBe(true);
  expect(POOL.client.refreshTokenRotation).toBe(false);
  expect(POOL.client.authFlows).toContain("ALLOW_REFRESH_TOKEN_AUTH");
});

test("passwordless first factors need USER_AUTH; the developer group is one of the pool's groups", () => {
  if (POOL.firstFactors.some((f) => f !== "password")) expect(POOL.client.authFlows).toContain("ALLOW_USER_AUTH");
  expect(POOL.groups.map((g) => g.name)).toContain(POOL.identityPool.developerGroup);
});
