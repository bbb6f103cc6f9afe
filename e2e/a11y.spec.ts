/**
 * axe-core in Chromium on the pages and screens a person uses to sign in and on the portal, in light and dark (the
 * colour scheme switched at each screen): no WCAG 2.1 A/AA violation (contrast included, which jsdom cannot check).
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated } from "./support/page";
import { recordLayoutShifts, settled } from "./support/pageChecks";
import { createInvitedUser, createUserWithUnverifiedEmail, uniqueEmail } from "./support/cognito";
import { fillSignIn, signInForm, signInOnLoginPage } from "./support/signin";

test.describe.configure({ timeout: 90_000 });

test("sign in, create account, reset password and its confirmation", async ({ page, request }) => {
  const shifts = await recordLayoutShifts(page);
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await settled(page);
  expect.soft(await shifts(), "layout shifts on /login/ while the form arrives").toEqual([]);
  await expectNoViolationsInBothSchemes(page, "/login/ sign in");
  await fillSignIn(page, "admin@example.com", "wrong-password");
  await expect(page.getByRole("alert")).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "/login/ sign in with an error");
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password", { exact: true }).fill("shorter");
  await page.getByLabel("Confirm Password", { exact: true }).blur();
  await expect(page.getByText("Your passwords must match")).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "create account with field errors");
  await page.getByRole("tab", { name: "Sign In" }).click();
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expectNoViolationsInBothSchemes(page, "reset password");
  const email = uniqueEmail("a11y-reset");
  await createUserWithUnverifiedEmail(request, email, "A11y-Pass-1");
  await page.getByLabel("Email", { exact: true }).fill("admin@example.com");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm reset password");
});

test("confirm sign-up, authenticator code, new password, verify contact", async ({ page, request }) => {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("a11y-signup"));
  await page.getByLabel("Password", { exact: true }).fill("A11y-Pass-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("A11y-Pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm sign-up");

  await page.getByRole("button", { name: "Back to Sign In" }).click();
  await fillSignIn(page, "totp.admin@example.com", "T0tp-Admin!pass");
  await expect(page.getByRole("heading", { name: "Confirm TOTP Code" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm sign-in (authenticator code)");

  await page.getByRole("button", { name: "Back to Sign In" }).click();
  const invited = uniqueEmail("a11y-invited");
  await createInvitedUser(request, invited, "Temp-Pass-9!");
  await fillSignIn(page, invited, "Temp-Pass-9!");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "force new password");

  await page.getByRole("button", { name: "Back to Sign In" }).click();
  const unverified = uniqueEmail("a11y-unverified");
  await createUserWithUnverifiedEmail(request, unverified, "A11y-Pass-2");
  await fillSignIn(page, unverified, "A11y-Pass-2");
  await expect(page.getByRole("heading", { name: /verified contact information/ })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoViolationsInBothSchemes(page, "verify contact");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verify your contact information" })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoViolationsInBothSchemes(page, "confirm contact verification");
});

test("the portal start page and the access screen", async ({ page }) => {
  await gotoHydrated(page, "/admin/");
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  await expectNoViolationsInBothSchemes(page, "access screen");
  await signInOnLoginPage(page, "super.admin@example.com", "Sup3r-Admin!pass");
  await expectNoViolationsInBothSchemes(page, "/login/ signed in");
  await gotoHydrated(page, "/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible({ timeout: 15_000 });
  await expectNoViolationsInBothSchemes(page, "/admin/");
});
