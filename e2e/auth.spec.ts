/**
 * Signing in on the real site in Chromium against the Cognito emulator, with the real amazon-cognito-identity-js:
 * every seeded account through /login/, sign-up, reset, e-mail verification, the hosted UI and Google returning to
 * where the user started, hostile callbacks, and sign-out. axe-core checks each screen where a flow reaches it, in
 * light and dark (no WCAG 2.1 A/AA violation, contrast included, which jsdom cannot check). Each test starts from a
 * fresh browser context.
 */
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import type { Page } from "@playwright/test";
import {
  createConfirmedUser,
  createUserWithUnverifiedEmail,
  latestCode,
  SEEDED_TOTP_SECRET,
  uniqueEmail,
  unusedTotp,
} from "./support/cognito";
import { recordLayoutShifts, settled } from "./support/pageChecks";
import { expectSignedIn, fillSignIn, portalMenuItems, signInForm, signInOnLoginPage } from "./support/signin";

test.describe.configure({ timeout: 60_000 });

/** The visible buttons and button-like links of the page's main content drawn in the primary variant's fill. */
async function primaryButtons(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) => {
    const probe = document.createElement("span");
    probe.style.backgroundColor = "var(--theme-ui-colors-primary)";
    main.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return [...main.querySelectorAll<HTMLElement>("button, a")]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).backgroundColor === primary)
      .map((el) => el.textContent?.trim() ?? "");
  });
}

/** The portal's start page: its groups in order, the areas it links to, and the planned areas it marks. */
async function portalHome(page: Page) {
  await gotoHydrated(page, "/admin/");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Portal" })).toBeVisible({ timeout: 15_000 });
  const main = page.locator("main");
  const planned = main.getByRole("list", { name: /^Planned in / }).getByRole("listitem");
  return {
    groups: await main.getByRole("heading", { level: 2 }).allTextContents(),
    links: (await main.locator("section").getByRole("link").allTextContents()).map((t) => t.trim()),
    planned: await planned.getByRole("heading", { level: 3 }).allTextContents(),
    plannedMarked: await planned.filter({ hasText: "Planned" }).filter({ hasText: /Will / }).count(),
    plannedLinks: await main
      .getByRole("list", { name: /^Planned in / })
      .getByRole("link")
      .count(),
  };
}

test("/login/ welcomes admins, is not indexed, shows its form without shifting; a wrong password keeps the form (axe on both); the right one signs admin@example.com in, with six portal items and no super-admin page", async ({
  page,
}) => {
  const shifts = await recordLayoutShifts(page);
  await gotoHydrated(page, "/login/");
  await expect(page.getByRole("heading", { level: 1, name: "Welcome to the Admin Login" })).toBeVisible();
  await expect(page.getByText("This area is for authorized administrators only.")).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await signInForm(page);
  // One primary way in, the password; every other way is secondary, set apart after it.
  expect(await primaryButtons(page)).toEqual(["Sign in"]);
  const others = page.getByRole("group", { name: "Or sign in another way" });
  await expect(others.getByRole("button")).toHaveText([
    "Sign in with a passkey",
    "Email me a sign-in code",
    "Sign in with Google",
    "Open Hosted UI",
  ]);
  await settled(page);
  expect.soft(await shifts(), "layout shifts on /login/ while the form arrives").toEqual([]);
  await expectNoViolationsInBothSchemes(page, "/login/ sign in");

  // Empty: each field says what it needs, in the form's words (nothing reaches the pool).
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(/Enter your email address\./);
  await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAccessibleDescription(/Enter your password\./);
  await expect(page.getByText(/Missing required parameter/)).toHaveCount(0);
  // Wrong: the form's words for its Email field, never the pool's 'Incorrect username or password.'
  await fillSignIn(page, "admin@example.com", "not-the-password");
  await expect(page.getByRole("alert")).toContainText(
    "That email address and password do not match an account. Check both, or reset your password.",
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("admin@example.com");
  expect(await primaryButtons(page)).toEqual(["Sign in"]);
  await expectNoViolationsInBothSchemes(page, "/login/ sign in with an error");

  // The right password then: an admin outside Admins, six portal items and no super-admin page.
  await fillSignIn(page, "admin@example.com", "Adm1n-Only!pass");
  await expectSignedIn(page, "admin@example.com");
  const items = await portalMenuItems(page);
  expect(items).toEqual(["Admin", "UnifiedTime tool", "CRM", "Expenses", "Task Automation", "Marketing Approvals"]);
  // The start page groups the same areas by purpose: links to those with tools, the others marked planned.
  expect(await portalHome(page)).toEqual({
    groups: ["Your daily tools", "Your account", "Operations"],
    links: ["UnifiedTime tool", "Account security"],
    planned: ["CRM", "Expenses", "Task Automation", "Marketing Approvals"],
    plannedMarked: 4,
    plannedLinks: 0,
  });
  await gotoHydrated(page, "/admin/textract/");
  await expect(page.getByRole("heading", { level: 1, name: "Not authorized" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Textract Automation" })).toHaveCount(0);

  // Every portal page has 'Sign out' (a shared machine): from an area page it ends the session and lands on /login/.
  await gotoHydrated(page, "/crm/");
  await expect(page.getByRole("heading", { level: 1, name: "CRM" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/login\/?$/);
  await signInForm(page);
  await gotoHydrated(page, "/crm/");
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
});

test("the super admin signs in, sees thirteen portal items and the super-admin pages (confirmed by the server; the developer page's identity), and signs out from the header menu on a public page; axe when signed in", async ({
  page,
  expectNoPageErrors,
}) => {
  await signInOnLoginPage(page, "super.admin@example.com", "Sup3r-Admin!pass");
  await expectNoViolationsInBothSchemes(page, "/login/ signed in");
  expect(await portalMenuItems(page)).toHaveLength(13);
  expect(await portalHome(page)).toEqual({
    groups: ["Your daily tools", "Administration", "Your account", "Operations"],
    links: ["UnifiedTime tool", "Developer Landing Page", "User Console", "Account security"],
    planned: [
      "CRM",
      "DocChat",
      "Expenses",
      "Task Automation",
      "Marketing Approvals",
      "Client Actions",
      "Procurement",
      "Nonprofit Program",
      "Textract Automation",
    ],
    plannedMarked: 9,
    plannedLinks: 0,
  });
  await expectNoViolationsInBothSchemes(page, "/admin/");
  await gotoHydrated(page, "/admin/textract/");
  await expect(page.getByRole("heading", { level: 1, name: "Textract Automation" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Super admins only (members of the Admins group).")).toBeVisible();
  // An area without tools says it is planned and what it will hold.
  await expect(page.getByRole("region", { name: "Planned" })).toContainText(
    "Will read the figures from scanned invoices",
  );
  await expect(page.getByText("Access confirmed by the server.")).toBeAttached({ timeout: 15_000 });
  // The developer page: the identity pool's id and when the temporary AWS credentials expire, never the keys.
  await gotoHydrated(page, "/admin/developer/");
  const identity = page.locator("dt", { hasText: "Identity ID" }).locator("xpath=following-sibling::dd[1]");
  await expect(identity).toHaveText(/^[a-z]{2}(-[a-z]+)+-\d:[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.locator("dt", { hasText: "Credentials expire" })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/ASIA[A-Z0-9]{12,}/);
  // The header's admin menu ends with Sign out, on every page: from a public page (no sign-in code loaded yet)
  // it ends the session on the server too, so the portal asks for a sign-in again.
  await gotoHydrated(page, "/about/");
  const menu = page.getByRole("button", { name: "Admin Portal Actions" });
  await menu.click();
  await page
    .locator(`[id="${await menu.getAttribute("aria-controls")}"]`)
    .getByRole("button", { name: "Sign out" })
    .click();
  await page.waitForURL(/\/login\/?$/);
  await signInForm(page);
  await expect(page.getByRole("button", { name: "Admin Portal Actions" })).toHaveCount(0);
  await gotoHydrated(page, "/admin/users/");
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  expectNoPageErrors();
});

test("the authenticator-app user signs in with the code computed from the seeded secret", async ({ page }) => {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await fillSignIn(page, "totp.admin@example.com", "T0tp-Admin!pass");
  await expect(page.getByRole("heading", { name: "Confirm TOTP Code" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm sign-in (authenticator code)");
  await page.getByLabel("Code", { exact: true }).fill(await unusedTotp("totp.admin@example.com", SEEDED_TOTP_SECRET));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, "totp.admin@example.com");
});

test("the user with a temporary password chooses a new one and is signed in", async ({ page }) => {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await fillSignIn(page, "new.admin@example.com", "Temp-Pass1!");
  await expect(page.getByRole("heading", { name: "Change Password" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "force new password");
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password", { exact: true }).blur();
  await expect(page.getByText("Password must have at least 8 characters")).toBeVisible();
  await page.getByLabel("New Password", { exact: true }).fill("Chosen-Pass-42");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Chosen-Pass-42");
  await page.getByRole("button", { name: "Change Password" }).click();
  await expectSignedIn(page, "new.admin@example.com");
});

test("the unconfirmed user is sent to confirm the sign-up and confirms with the code from the outbox", async ({
  page,
  request,
}) => {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await fillSignIn(page, "unconfirmed@example.com", "Unconf1rmed!pass");
  await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible({ timeout: 20_000 });
  const code = await latestCode(request, "unconfirmed@example.com");
  await page.getByLabel("Confirmation Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, "unconfirmed@example.com");
});

test("a new user signs up, confirms with the e-mailed code and lands signed in", async ({ page, request }) => {
  const email = uniqueEmail("signup");
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await page.getByRole("tab", { name: "Create Account" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Signup-Pass-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Signup-Pass-2");
  await page.getByLabel("Confirm Password", { exact: true }).blur();
  await expect(page.getByText("Your passwords must match")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await expectNoViolationsInBothSchemes(page, "create account with field errors");
  await page.getByLabel("Confirm Password", { exact: true }).fill("Signup-Pass-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your account" })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm sign-up");
  await page.getByLabel("Confirmation Code", { exact: true }).fill(await latestCode(request, email, "SIGN_UP"));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
  expect(await portalMenuItems(page)).toHaveLength(6);
});

test("a user resets a forgotten password with the e-mailed code and signs in with the new one", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("reset");
  await createConfirmedUser(request, email, "Before-Reset-1");
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await page.getByRole("button", { name: "Forgot your password?" }).click();
  await expectNoViolationsInBothSchemes(page, "reset password");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("Code", { exact: true })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "confirm reset password");
  await page.getByLabel("Code", { exact: true }).fill(await latestCode(request, email, "FORGOT_PASSWORD"));
  await page.getByLabel("New Password", { exact: true }).fill("After-Reset-1");
  await page.getByLabel("Confirm Password", { exact: true }).fill("After-Reset-1");
  await page.getByRole("button", { name: "Submit" }).click();
  await signInForm(page);
  await fillSignIn(page, email, "After-Reset-1");
  await expectSignedIn(page, email);
});

test("a signed-out visit to /crm/ shows the access screen and returns to /crm/ after signing in there", async ({
  page,
}) => {
  await gotoHydrated(page, "/crm/");
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("/crm/", { exact: true })).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "access screen");
  await signInForm(page);
  await fillSignIn(page, "admin@example.com", "Adm1n-Only!pass");
  await expect(page.getByRole("heading", { level: 1, name: "CRM" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe("/crm/");
});

test("the hosted UI signs in and returns to the page the user started from", async ({ page }) => {
  await gotoHydrated(page, "/admin/expenses/");
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Open Hosted UI" }).click();
  await page.getByLabel("Email address").fill("super.admin@example.com");
  await page.getByLabel("Password").fill("Sup3r-Admin!pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe("/admin/expenses/");
  expect(await portalMenuItems(page)).toHaveLength(13);
});

test("Google (the offline stand-in) signs in and returns to the page the user started from", async ({ page }) => {
  await gotoHydrated(page, "/crm/");
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
  await page.getByRole("button", { name: /\(google\.user@example\.com\)/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "CRM" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe("/crm/");
});

test("a forged callback state, or an error from the hosted UI (access denied), is explained on /login/; a hostile 'from' in the stored sign-in state lands on the home page, not another site", async ({
  page,
  baseURL,
}) => {
  await gotoHydrated(page, "/login/?code=stolen-code&state=forged-state");
  await expect(page.getByRole("alert")).toContainText("Sign-in was not completed", { timeout: 15_000 });
  expect(new URL(page.url()).search).toBe("");
  await signInForm(page);
  await gotoHydrated(page, "/login/?error=access_denied&error_description=User+cancelled&state=whatever");
  await expect(page.getByRole("alert")).toContainText("Sign-in was not completed", { timeout: 15_000 });

  // Whatever a script managed to put in the state, the return trip only follows same-site paths.
  await page.addInitScript(() => {
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (!key) continue;
      const value = sessionStorage.getItem(key) ?? "";
      if (value.includes('"verifier"'))
        sessionStorage.setItem(key, value.replace(/"from":"[^"]*"/, '"from":"//evil.example/x"'));
    }
  });
  await gotoHydrated(page, "/login/");
  await page.getByRole("button", { name: "Open Hosted UI" }).click();
  await page.getByLabel("Email address").fill("admin@example.com");
  await page.getByLabel("Password").fill("Adm1n-Only!pass");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.origin === baseURL && url.pathname === "/", { timeout: 20_000 });
});

test("a user whose e-mail is not verified is asked to verify it; Verify sends the code and asks for it; axe on both", async ({
  page,
  request,
}) => {
  const unverified = uniqueEmail("unverified");
  await createUserWithUnverifiedEmail(request, unverified, "Unverified-Pass-2");
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await fillSignIn(page, unverified, "Unverified-Pass-2");
  await expect(page.getByRole("heading", { name: /verified contact information/ })).toBeVisible({ timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "verify contact");
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByRole("heading", { name: "Verify your contact information" })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoViolationsInBothSchemes(page, "confirm contact verification");
});
