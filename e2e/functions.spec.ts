/**
 * The production build's Gatsby Functions, as `npm run serve` runs them. A plain `npm run build` (no production
 * settings) must be configured for the local emulator through .env.production.defaults.
 */
import { test, expect } from "./support/fixtures";

test("GET /api/health reports the Cognito settings the build was made with", async ({ request }) => {
  const res = await request.get("/api/health");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("no-store");
  const body = await res.json();
  expect(body.status).toBe("ok");
  expect(body.checks.cognito).toMatchObject({
    status: "ok",
    region: "us-east-1",
    customEndpoint: true,
    hostedUi: true,
  });
  expect(body.checks.cognito.userPoolId).toMatch(/^us-east-1_\w+$/);
});

test("a wrong method gets 405, an Allow header and the JSON error shape", async ({ request }) => {
  const res = await request.post("/api/health", { data: { x: 1 } });
  expect(res.status()).toBe(405);
  expect(res.headers()["allow"]).toBe("GET, HEAD");
  expect(await res.json()).toEqual({
    error: { code: "MethodNotAllowed", message: "POST is not allowed here; use GET or HEAD." },
  });
});
