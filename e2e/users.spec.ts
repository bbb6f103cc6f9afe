/**
 * The super admins' user console (/admin/users/) in Chromium against the Cognito emulator and dynalite: a super
 * admin invites someone who completes the first sign-in with the mailed temporary password, disables them (their
 * open session is refused at its next function call), enables them again and grants Admins; the audit trail lists
 * each action and downloads as CSV (an admin outside Admins getting 403 from every console endpoint is in
 * server-session.spec). When an action
 * needs a fresher sign-in the page says so and signing in again comes back to the console. axe finds no WCAG
 * A/AA violation on the page, light and dark.
 */
import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated } from "./support/page";
import { cognitoCall, createTotpUser, latestCode, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { expectSignedIn, fillSignIn, signInForm, signInOnLoginPage } from "./support/signin";

test.describe.configure({ timeout: 150_000 });

const SUPER = { email: "super.admin@example.com", password: "Sup3r-Admin!pass" };

/** The console with its users table and audit trail loaded. */
async function openConsole(page: Page) {
  await gotoHydrated(page, "/admin/users/");
  await expect(page.getByRole("heading", { level: 1, name: "User Console" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("table", { name: /users? in the sign-in pool/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Access confirmed by the server.")).toBeAttached({ timeout: 15_000 });
}

const userRow = (page: Page, username: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: username, exact: true }) });

const result = (page: Page) => page.getByTestId("console-result");

async function newBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test("invite, first sign-in, disable (open session refused), enable, grant Admins; the audit trail lists each", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail("console-invite");
  const chosen = "Console-Chosen-42";

  // The super admin signs in (a fresh sign-in, as every console action needs) and opens the console.
  await signInOnLoginPage(page, SUPER.email, SUPER.password);
  await openConsole(page);

  // Invite: a bad address is refused by the form, then the invitation goes out.
  await page.getByLabel("E-mail address").fill("not an address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com.")).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(result(page)).toContainText(`Invitation sent to ${email}.`, { timeout: 20_000 });
  await expect(userRow(page, email)).toContainText("Invited (must set a password)");
  await expect(userRow(page, email)).toContainText("Never recorded");

  // The invitee signs in with the temporary password from the invitation e-mail and chooses a new one.
  const temporary = await latestCode(request, email, "ADMIN_CREATE_USER");
  const invitee = await newBrowser(browser, baseURL as string);
  await gotoHydrated(invitee.page, "/login/");
  await signInForm(invitee.page);
  await fillSignIn(invitee.page, email, temporary);
  await expect(invitee.page.getByRole("heading", { name: "Change Password" })).toBeVisible({ timeout: 20_000 });
  await invitee.page.getByLabel("New Password", { exact: true }).fill(chosen);
  await invitee.page.getByLabel("Confirm Password", { exact: true }).fill(chosen);
  await invitee.page.getByRole("button", { name: "Change Password" }).click();
  await expectSignedIn(invitee.page, email);

  // The console now shows them confirmed, with the sign-in recorded.
  await page.getByRole("button", { name: "Reload users" }).click();
  await expect(userRow(page, email)).toContainText("Confirmed", { timeout: 20_000 });
  await expect(userRow(page, email)).not.toContainText("Never recorded");

  // Disable, after a confirmation.
  await userRow(page, email)
    .getByRole("button", { name: `Disable ${email}` })
    .click();
  await expect(userRow(page, email).getByRole("group", { name: `Confirm: Disable ${email}` })).toContainText(
    "every open session of theirs ends now",
  );
  await expect(userRow(page, email).getByRole("button", { name: "Yes, disable" })).toBeFocused();
  await userRow(page, email).getByRole("button", { name: "Yes, disable" }).click();
  await expect(result(page)).toContainText(`${email} is disabled and signed out everywhere.`, { timeout: 20_000 });
  await expect(userRow(page, email)).toContainText("No (disabled)");

  // The invitee's open session is refused at its next function call, and signing in is refused.
  await gotoHydrated(invitee.page, "/admin/");
  await expect(invitee.page.getByText("Your session has ended")).toBeVisible({ timeout: 20_000 });
  const refused = await invitee.page.evaluate(
    async () => (await fetch("/api/auth/refresh", { method: "POST" })).status,
  );
  expect(refused).toBe(401);
  await invitee.context.clearCookies();
  await invitee.page.evaluate(() => window.localStorage.clear());
  await gotoHydrated(invitee.page, "/login/");
  await signInForm(invitee.page);
  await fillSignIn(invitee.page, email, chosen);
  await expect(
    invitee.page
      .getByRole("alert")
      .filter({ hasText: /disabled/i })
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });

  // Enable again: the invitee signs in.
  await userRow(page, email)
    .getByRole("button", { name: `Enable ${email}` })
    .click();
  await expect(result(page)).toContainText(`${email} is enabled and can sign in again.`, { timeout: 20_000 });
  await fillSignIn(invitee.page, email, chosen);
  await expectSignedIn(invitee.page, email);

  // Grant Admins, confirmed as removing is: from their next sign-in the console is theirs too.
  await userRow(page, email)
    .getByRole("button", { name: `Add to Admins ${email}` })
    .click();
  await expect(userRow(page, email)).toContainText(`Add ${email} to Admins?`);
  await userRow(page, email).getByRole("button", { name: "Yes, add to Admins" }).click();
  await expect(result(page)).toContainText(`${email} is in Admins from their next sign-in.`, { timeout: 20_000 });
  await expect(userRow(page, email)).toContainText("Admins");
  await invitee.page.getByRole("button", { name: `Sign Out (${email})` }).click();
  await signInForm(invitee.page);
  await fillSignIn(invitee.page, email, chosen);
  await expectSignedIn(invitee.page, email);
  await openConsole(invitee.page);
  await invitee.context.close();

  // The audit trail lists each action: who, what, whom, when; after a reload too (it is stored).
  await openConsole(page);
  const audit = page.getByRole("table", { name: /changes?$/ });
  const mine = audit.getByRole("row").filter({ hasText: email });
  await expect(mine).toHaveCount(4);
  const rows = (await mine.allInnerTexts()).map((t) => t.split("\t").slice(1).join(" | "));
  expect(rows).toEqual([
    `${SUPER.email} | Added to Admins | ${email}`,
    `${SUPER.email} | Enabled | ${email}`,
    `${SUPER.email} | Disabled | ${email}`,
    `${SUPER.email} | Invited | ${email}`,
  ]);
  await expect(mine.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("user-console-audit.csv");
  const csv = fs.readFileSync((await download.path()) as string, "utf8");
  expect(csv.startsWith("\uFEFFtime (UTC),super admin,action,user\r\n")).toBe(true);
  const csvRows = csv.split("\r\n").filter((line) => line.includes(email));
  expect(csvRows.map((line) => line.split(",").slice(1).join(","))).toEqual([
    `${SUPER.email},Added to Admins,${email}`,
    `${SUPER.email},Enabled,${email}`,
    `${SUPER.email},Disabled,${email}`,
    `${SUPER.email},Invited,${email}`,
  ]);
});

test("reset MFA: after a confirmation the user's authenticator app is off, and the trail says so; axe finds nothing in light and dark; a refused step-up says a recent sign-in is required and signing in returns here", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("console-mfa");
  await createTotpUser(request, email, "Console-Mfa-Pass-1");
  await signInOnLoginPage(page, SUPER.email, SUPER.password);
  await openConsole(page);
  await expect(userRow(page, email)).toContainText("TOTP");
  await userRow(page, email)
    .getByRole("button", { name: `Reset MFA ${email}` })
    .click();
  await userRow(page, email).getByRole("button", { name: "Yes, reset MFA" }).click();
  await expect(result(page)).toContainText(`MFA of ${email} is reset`, { timeout: 20_000 });
  await expect(userRow(page, email).getByRole("cell").nth(4)).toHaveText("Off");
  await expect(
    page
      .getByRole("table", { name: /changes?$/ })
      .getByRole("row")
      .filter({ hasText: email }),
  ).toContainText("Reset MFA");
  // The pool agrees: the next sign-in asks for no code.
  const { clientId } = cognitoEmulator();
  const next = await cognitoCall(request, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: email, PASSWORD: "Console-Mfa-Pass-1" },
  });
  expect(next.body.ChallengeName).toBeUndefined();
  expect(next.body.AuthenticationResult).toBeDefined();

  // The console as it stands (the result line and the trail's new row): axe in light and dark.
  await expectNoViolationsInBothSchemes(page, "/admin/users/");

  // The functions answer 401 ReauthenticationRequired once the sign-in is over 5 minutes old; the clock of a test
  // cannot wait that long, so this one answer is played by the test.
  await page.route("**/api/users/action", (route) =>
    route.fulfill({
      status: 401,
      contentType: "application/json",
      body: JSON.stringify({
        error: {
          code: "ReauthenticationRequired",
          message: "This action needs a sign-in within the last 5 minutes. Sign in again, then repeat it.",
        },
      }),
    }),
  );
  await userRow(page, "admin@example.com").getByRole("button", { name: "Add to Admins admin@example.com" }).click();
  await userRow(page, "admin@example.com").getByRole("button", { name: "Yes, add to Admins" }).click();
  await expect(page.getByText("A recent sign-in is required")).toBeVisible();
  await expect(page.getByText(/needs a sign-in within the last 5 minutes/)).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "/admin/users/ with the step-up notice");
  await page.unroute("**/api/users/action");

  await page.getByRole("button", { name: "Sign in again" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe("/admin/users/");
  await signInForm(page);
  await fillSignIn(page, SUPER.email, SUPER.password);
  await expect(page.getByRole("heading", { level: 1, name: "User Console" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("table", { name: /users? in the sign-in pool/ })).toBeVisible({ timeout: 20_000 });
});
