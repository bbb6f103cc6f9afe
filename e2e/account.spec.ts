/**
 * The account page (/admin/account/) as its owner uses it, in Chromium against the emulator: change the password,
 * set up an authenticator app from the secret on the screen and sign in with it, remove it, forget a device,
 * and sign out everywhere (another browser's session is then refused); the security e-mails each change and a
 * sign-in from a second browser send reach the SMTP sink. Each test uses its own fresh user.
 */
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { createConfirmedUser, uniqueEmail, unusedTotp } from "./support/cognito";
import { expectSignedIn, fillSignIn, signInForm, signInOnLoginPage } from "./support/signin";
import { mailTo, securityMail } from "./support/smtp";
import { itemsOfUser } from "./support/siteTable";

test.describe.configure({ timeout: 120_000 });

async function openAccount(page: Page) {
  await gotoHydrated(page, "/admin/account/");
  await expect(page.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible({ timeout: 15_000 });
}

async function signOutFromLogin(page: Page, email: string) {
  await gotoHydrated(page, "/login/");
  await page.getByRole("button", { name: `Sign Out (${email})` }).click();
  await page.waitForURL(/\/login\/?$/);
  await signInForm(page);
}

test("forget this browser in the device list; change the password, then sign in with the new one", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("account-password");
  await createConfirmedUser(request, email, "Old-Password-1");
  await signInOnLoginPage(page, email, "Old-Password-1");
  await openAccount(page);
  const forget = page.getByRole("button", { name: /^Forget .*\(this device\)$/ });
  await expect(forget).toBeVisible({ timeout: 15_000 });
  // The page reads as summaries: a list of its sections, no form open, the devices without their technical keys.
  const devices = page.getByRole("region", { name: "Devices" });
  await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link")).toHaveCount(7);
  await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
  await expect(devices.getByRole("listitem").first()).toContainText(/This device.*Last used/);
  await expect(devices).not.toContainText("IP address");
  await expectNoViolationsInBothSchemes(page, "/admin/account/");
  await devices.getByRole("button", { name: "Technical details" }).click();
  await expect(devices.getByText("IP address").first()).toBeVisible();
  await forget.click();
  await expect(page.getByText(/forgotten$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /\(this device\)$/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByLabel("Current password", { exact: true })).toBeFocused();
  await expectNoViolationsInBothSchemes(page, "/admin/account/ changing the password", { include: "main" });
  await page.getByLabel("Current password", { exact: true }).fill("Old-Password-1");
  await page.getByLabel("New password", { exact: true }).fill("New-Password-2");
  await page.getByLabel("Confirm new password", { exact: true }).fill("New-Password-2");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Password changed", {
    timeout: 15_000,
  });
  // The change went through the function, which e-mailed the owner.
  const notice = await securityMail(request, email, "Your password was changed");
  expect(notice.text).toMatch(/Device: (Chrome|Chromium) on Linux/);
  await signOutFromLogin(page, email);
  await fillSignIn(page, email, "Old-Password-1");
  await expect(page.getByRole("alert")).toContainText("That email address and password do not match an account.", {
    timeout: 20_000,
  });
  await page.getByLabel("Password", { exact: true }).fill("New-Password-2");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedIn(page, email);
});

test("set up an authenticator app from the secret on the screen, sign in with it, then remove it", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("account-totp");
  await createConfirmedUser(request, email, "Totp-Password-1");
  await signInOnLoginPage(page, email, "Totp-Password-1");
  await openAccount(page);
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for setting up an authenticator app" })).toBeVisible({
    timeout: 15_000,
  });
  const secret = (await page.getByLabel("Secret key").textContent())?.replace(/\s+/g, "") ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel("Code from the app", { exact: true }).fill(await unusedTotp(email, secret));
  await page.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(page.getByText("Authenticator app added. Sign-in will ask for its code.")).toBeVisible({
    timeout: 15_000,
  });
  expect((await securityMail(request, email, "Your sign-in verification changed")).text).toContain(
    "Now: authenticator app",
  );

  await signOutFromLogin(page, email);
  await fillSignIn(page, email, "Totp-Password-1");
  await expect(page.getByRole("heading", { name: "Confirm TOTP Code" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Code", { exact: true }).fill(await unusedTotp(email, secret));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);

  await openAccount(page);
  await page.getByRole("button", { name: "Remove authenticator app" }).click();
  await expect(page.getByText("Authenticator app removed")).toBeVisible({ timeout: 15_000 });
  await signOutFromLogin(page, email);
  await fillSignIn(page, email, "Totp-Password-1");
  await expectSignedIn(page, email);
});

async function secondBrowserSignedIn(browser: Browser, baseURL: string, email: string, password: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInOnLoginPage(page, email, password);
  return { context, page };
}

test("sign out everywhere: this browser lands on /login and the other browser's session is refused", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("account-global");
  await createConfirmedUser(request, email, "Global-Password-1");
  const other = await secondBrowserSignedIn(browser, baseURL as string, email, "Global-Password-1");
  // The account's first browser was the other one: this sign-in, from a browser new to it, is e-mailed (once).
  expect(await mailTo(request, email)).toEqual([]);
  await signInOnLoginPage(page, email, "Global-Password-1");
  expect((await securityMail(request, email, "New sign-in to your account")).text).toContain("Device:");
  await openAccount(page);
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await page.getByRole("button", { name: "Yes, sign out everywhere" }).click();
  await page.waitForURL(/\/login\/?$/, { timeout: 20_000 });
  await signInForm(page);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText(
    "You are signed out on every browser and device.",
  );

  // The other browser still holds its tokens, but the pool refuses them now.
  await openAccount(other.page);
  await expect(other.page.getByText("Your profile could not be loaded").first()).toBeVisible({ timeout: 15_000 });
  await expect(
    other.page
      .getByRole("alert")
      .filter({ hasText: /revoked|not authorized|expired/i })
      .first(),
  ).toBeVisible();
  await other.context.close();
});

test("delete the account in one browser: another browser's next call is refused, and nothing of it is left", async ({
  browser,
  baseURL,
  request,
}) => {
  const email = uniqueEmail("account-delete");
  const sub = await createConfirmedUser(request, email, "Delete-Me-1");
  const [here, there] = [await browser.newContext({ baseURL }), await browser.newContext({ baseURL })];
  try {
    const [a, b] = [await here.newPage(), await there.newPage()];
    await signInOnLoginPage(a, email, "Delete-Me-1");
    await signInOnLoginPage(b, email, "Delete-Me-1");
    // The other browser's sign-in is verified once, and remembered by the functions as a warm instance does.
    const whoAmI = () =>
      b.evaluate(async () => {
        const key = (suffix: string) => Object.keys(localStorage).find((k) => k.endsWith(suffix)) ?? "";
        const response = await fetch("/api/auth/session", {
          headers: {
            Authorization: `Bearer ${localStorage.getItem(key(".idToken"))}`,
            "X-Access-Token": localStorage.getItem(key(".accessToken")) ?? "",
          },
        });
        return response.status;
      });
    expect(await whoAmI()).toBe(200);
    expect(await itemsOfUser(sub)).toBeGreaterThan(0);

    await openAccount(a);
    await a.getByRole("button", { name: "Delete my account" }).click();
    await a.getByLabel("Type DELETE to confirm").fill("DELETE");
    await a.getByRole("button", { name: "Delete my account" }).click();
    await expect(a.getByRole("region", { name: "Notifications" })).toContainText("Your account was deleted.", {
      timeout: 20_000,
    });
    // At once, not when the other sign-in's remembered verification runs out.
    expect(await whoAmI()).toBe(401);
    expect(await itemsOfUser(sub)).toBe(0);
  } finally {
    await here.close();
    await there.close();
  }
});
