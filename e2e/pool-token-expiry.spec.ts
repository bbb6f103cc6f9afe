/**
 * A session outlives its access token: with the app client's tokens shortened to 70 s (UpdateUserPoolClient, as
 * an administrator would on a real pool), the page renews them through the server a minute before they expire,
 * and a page opened after they expired renews them there before showing the portal. The browser never holds a
 * refresh token, so every renewal is POST /api/auth/refresh. Changes the whole pool: runs alone, after the others.
 */
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { adminCall, createConfirmedUser, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { signInOnLoginPage } from "./support/signin";

const VALIDITY_SECONDS = 70;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async ({ request }) => {
  await adminCall(request, "UpdateUserPoolClient", {
    ClientId: cognitoEmulator().clientId,
    AccessTokenValidity: VALIDITY_SECONDS,
    IdTokenValidity: VALIDITY_SECONDS,
    TokenValidityUnits: { AccessToken: "seconds", IdToken: "seconds" },
  });
});

test.afterAll(async ({ request }) => {
  await adminCall(request, "UpdateUserPoolClient", {
    ClientId: cognitoEmulator().clientId,
    AccessTokenValidity: 1,
    IdTokenValidity: 1,
    TokenValidityUnits: { AccessToken: "hours", IdToken: "hours" },
  });
});

test("the session survives its access token's expiry, renewed through the server", async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail("expiry");
  await createConfirmedUser(request, email, "Expiry-Password-1");
  const renewals: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/refresh") renewals.push(response.status());
  });
  await signInOnLoginPage(page, email, "Expiry-Password-1");
  const signedInAt = Date.now();
  const exp = await page.evaluate((client) => {
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
    const token = window.localStorage.getItem(`${prefix}.${user}.accessToken`) ?? "";
    return JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number; iat: number };
  }, cognitoEmulator().clientId);
  expect(exp.exp - exp.iat).toBe(VALIDITY_SECONDS);

  // The open page renews a minute before expiry (about 10 s after sign-in), through the server.
  await expect.poll(() => renewals, { timeout: 30_000 }).toContain(200);

  // A page opened after every token it stored has expired: it renews first, then shows the portal.
  const state = await page.context().storageState();
  await page.close();
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, signedInAt + (VALIDITY_SECONDS + 15) * 1000 - Date.now())),
  );
  const later = await browser.newContext({ storageState: state });
  const next = await later.newPage();
  const laterRenewals: number[] = [];
  next.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/refresh") laterRenewals.push(response.status());
  });
  await gotoHydrated(next, "/admin/expenses/");
  await expect(next.getByText("Access confirmed by the server.")).toBeAttached({ timeout: 20_000 });
  expect(laterRenewals).toContain(200);
  await later.close();
});
