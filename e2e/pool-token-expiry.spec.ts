/**
 * A session outlives its access token: with the app client's tokens shortened to 70 s (UpdateUserPoolClient, as
 * an administrator would on a real pool), the page renews them through the server a minute before they expire,
 * and a page opened after they expired renews them there before showing the portal. The browser never holds a
 * refresh token, so every renewal is POST /api/auth/refresh. Changes the whole pool: runs alone, after the others.
 *
 * The fast suite moves the browser's clock (Playwright's clock: the renewal timer and the tokens' expiry are the
 * page's time); `npm run test:full` also waits the 85 s out on the real clock (@full).
 */
import type { Browser, BrowserContext, Page } from "@playwright/test";

type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { adminCall, cognitoCall, createConfirmedUser, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { sessionTokens, signInOnLoginPage } from "./support/signin";

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

/** The statuses of the page's POST /api/auth/refresh calls, as they come. */
function renewalsOf(page: Page): number[] {
  const renewals: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/auth/refresh") renewals.push(response.status());
  });
  return renewals;
}

/** Signs a fresh user in on `page` and checks the access token's lifetime. */
async function signInWithShortTokens(page: Page, request: Parameters<typeof createConfirmedUser>[0], tag: string) {
  const email = uniqueEmail(tag);
  await createConfirmedUser(request, email, "Expiry-Password-1");
  await signInOnLoginPage(page, email, "Expiry-Password-1");
  const exp = await page.evaluate((client) => {
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
    const token = window.localStorage.getItem(`${prefix}.${user}.accessToken`) ?? "";
    return JSON.parse(atob(token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))) as { exp: number; iat: number };
  }, cognitoEmulator().clientId);
  expect(exp.exp - exp.iat).toBe(VALIDITY_SECONDS);
}

/** A page opened with the session's stored tokens all expired: it renews first, then shows the portal. */
async function expectPortalAfterExpiry(browser: Browser, state: StorageState, clockAt?: number) {
  const later = await browser.newContext({ storageState: state });
  if (clockAt !== undefined) await later.clock.install({ time: clockAt });
  const next = await later.newPage();
  const renewals = renewalsOf(next);
  await gotoHydrated(next, "/admin/expenses/");
  await expect(next.getByText("Access confirmed by the server.")).toBeAttached({ timeout: 20_000 });
  expect(renewals).toContain(200);
  await later.close();
}

test("the session survives its access token's expiry, renewed through the server (the page's clock moved)", async ({
  page,
  browser,
  request,
}) => {
  await page.clock.install();
  const renewals = renewalsOf(page);
  await signInWithShortTokens(page, request, "expiry-clock");
  // The open page renews a minute before expiry, about 10 s after sign-in, through the server.
  await page.clock.fastForward(15_000);
  await expect.poll(() => renewals, { timeout: 15_000 }).toContain(200);
  const state = await page.context().storageState();
  await page.close();
  // Every stored token has expired by this time, even counted from the renewal (the page's clock was 15 s ahead).
  await expectPortalAfterExpiry(browser, state, Date.now() + (15 + VALIDITY_SECONDS + 15) * 1000);
});

test("after a renewal the page holds a token Cognito refuses, and its account page works through the functions", async ({
  page,
  request,
}) => {
  await page.clock.install();
  const renewals = renewalsOf(page);
  await signInWithShortTokens(page, request, "expiry-split");
  await page.clock.fastForward(15_000);
  await expect.poll(() => renewals, { timeout: 15_000 }).toContain(200);
  const tokens = await sessionTokens(page);
  // A script on the page cannot use the renewed token to change the account at Cognito (a passkey of its own).
  for (const operation of ["StartWebAuthnRegistration", "GetUser"]) {
    const direct = await cognitoCall(request, operation, { AccessToken: tokens.accessToken });
    expect([operation, direct.status, direct.body.__type]).toEqual([operation, 400, "NotAuthorizedException"]);
  }
  // The site's functions take it, and the account page reads the account through them.
  const session = await page.evaluate(
    async ({ idToken, accessToken }) =>
      (
        await fetch("/api/auth/session", {
          headers: { Authorization: `Bearer ${idToken}`, "X-Access-Token": accessToken },
        })
      ).status,
    tokens,
  );
  expect(session).toBe(200);
  await gotoHydrated(page, "/admin/account/");
  // The profile, read through the functions, shows the account's address (a summary until 'Edit profile').
  await expect(page.getByRole("definition").filter({ hasText: /expiry-split/ })).toBeVisible({ timeout: 15_000 });
});

test(
  "the same on the real clock: renewed before expiry, and a page opened after it",
  { tag: "@full" },
  async ({ page, browser, request }) => {
    const renewals = renewalsOf(page);
    await signInWithShortTokens(page, request, "expiry");
    const signedInAt = Date.now();
    await expect.poll(() => renewals, { timeout: 30_000 }).toContain(200);
    const state = await page.context().storageState();
    await page.close();
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, signedInAt + (VALIDITY_SECONDS + 15) * 1000 - Date.now())),
    );
    await expectPortalAfterExpiry(browser, state);
  },
);
