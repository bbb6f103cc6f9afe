/**
 * The authenticator-app setup screen of the sign-in flow (MFA_SETUP), which only a pool that requires MFA shows:
 * this spec turns the local pool's MFA ON with SetUserPoolMfaConfig, as an administrator would on a real pool.
 * That changes sign-in for every user, so it runs as its own Playwright project after all the others
 * (playwright.config.ts) and turns MFA back to OPTIONAL however it ends.
 */
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated } from "./support/page";
import { adminCall, createConfirmedUser, uniqueEmail, unusedTotp } from "./support/cognito";
import { expectSignedIn, fillSignIn } from "./support/signin";

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async ({ request }) => {
  await adminCall(request, "SetUserPoolMfaConfig", {
    MfaConfiguration: "ON",
    SoftwareTokenMfaConfiguration: { Enabled: true },
  });
});

test.afterAll(async ({ request }) => {
  await adminCall(request, "SetUserPoolMfaConfig", { MfaConfiguration: "OPTIONAL" });
});

test("a new user sets up an authenticator app while signing in, then signs in with it", async ({ page, request }) => {
  const email = uniqueEmail("mfa-setup");
  await createConfirmedUser(request, email, "Setup-Password-1");
  await gotoHydrated(page, "/login/");
  await fillSignIn(page, email, "Setup-Password-1");

  await expect(page.getByRole("heading", { name: "Set up an authenticator app" })).toBeVisible({ timeout: 20_000 });
  const qr = page.getByRole("img", { name: "QR code for setting up an authenticator app" });
  await expect(qr).toBeVisible({ timeout: 15_000 });
  expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([228, 228]);
  await expectNoViolationsInBothSchemes(page, "the authenticator setup screen");

  const secret = (await page.getByLabel("Secret key").textContent())?.replace(/\s+/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("Code", { exact: true }).fill("000000");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("alert")).toBeVisible({ timeout: 20_000 });

  await page.getByLabel("Code", { exact: true }).fill(await unusedTotp(email, secret));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);

  // Signed out, the next sign-in asks for the app's code instead of setting one up.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await gotoHydrated(page, "/login/");
  await fillSignIn(page, email, "Setup-Password-1");
  await expect(page.getByRole("heading", { name: "Confirm TOTP Code" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Code", { exact: true }).fill(await unusedTotp(email, secret));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
});
