/**
 * Passkeys and e-mail MFA on the real site in Chromium against the emulator, browsed as http://localhost (the
 * relying party) with Chromium's virtual authenticator (CDP WebAuthn) in place of a fingerprint reader: register a
 * passkey on the account page, sign out, sign in with it; an account without one is offered the password; a stale
 * sign-in re-authenticates with the passkey before deleting it, which then no longer signs in; e-mail MFA
 * turned on in the account page asks for the code from the outbox after the password. axe runs on every new
 * screen where a flow reaches it, in light and dark, and `npm run test:full` photographs each
 * (test-results/passkey-screens/).
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated, scriptLoads } from "./support/page";
import { createConfirmedUser, latestCode, uniqueEmail } from "./support/cognito";
import { expectSignedIn, fillSignIn, signInForm, signInOnLoginPage } from "./support/signin";
import { addVirtualAuthenticator, localhostSite } from "./support/passkeys";
import { securityMail } from "./support/smtp";

test.describe.configure({ timeout: 120_000 });
test.use({ baseURL: localhostSite() });

const PASSWORD = "Passkey-Pass-2026!";
/**
 * Screenshots of the passkey screens for a person to look at, in test-results/passkey-screens: in
 * `npm run test:full`, not in every run.
 */
async function shoot(target: Page | Locator, name: string, fullPage = false): Promise<void> {
  if (process.env.TEST_FULL !== "1") return;
  const path = `test-results/passkey-screens/${name}.png`;
  await ("goto" in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}

async function openAccount(page: Page) {
  await gotoHydrated(page, "/admin/account/");
  await expect(page.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible({ timeout: 15_000 });
}

const passkeysSection = (page: Page) => page.getByRole("region", { name: "Passkeys" });

async function addPasskey(page: Page) {
  await openAccount(page);
  const section = passkeysSection(page);
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("Passkey added. You can sign in with it from now on.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(section.getByRole("row", { name: /Passkey on this device/ })).toBeVisible();
}

async function signOutFromLogin(page: Page, email: string) {
  await gotoHydrated(page, "/login/");
  await page.getByRole("button", { name: `Sign Out (${email})` }).click();
  await page.waitForURL(/\/login\/?$/);
  await signInForm(page);
}

async function askForPasskey(page: Page, email: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
}

test("register a passkey on the account page, sign out, sign in with it", async ({
  page,
  request,
  expectNoPageErrors,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = uniqueEmail("passkey");
  await createConfirmedUser(request, email, PASSWORD);
  await signInOnLoginPage(page, email, PASSWORD);
  expect(new URL(page.url()).hostname).toBe("localhost");
  await addPasskey(page);
  // The account page's passkeys, with one listed and the rename form open.
  const section = passkeysSection(page);
  await section.getByRole("button", { name: "Rename Passkey on this device" }).click();
  await expect(section.getByLabel("New name for Passkey on this device")).toBeFocused();
  await expectNoViolationsInBothSchemes(page, "the account page's passkeys", {
    then: (scheme) => shoot(section, `account-passkeys-${scheme}`),
  });
  await section.getByLabel("New name for Passkey on this device").fill("Work laptop");
  await section.getByRole("button", { name: "Save name" }).click();
  await expect(section.getByRole("rowheader", { name: /Work laptop/ })).toBeVisible();
  await shoot(page.getByRole("region", { name: "Two-step sign-in (MFA)" }), "mfa");
  await securityMail(request, email, "A passkey was added to your account");
  const held = await authenticator.credentials();
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ rpId: "localhost", isResidentCredential: true });

  await signOutFromLogin(page, email);
  await askForPasskey(page, email);
  await expectSignedIn(page, email);
  // The session is an ordinary one: the portal opens with it.
  await openAccount(page);
  // (The prompts below log their failures, as the page does for any sign-in that fails.)
  expectNoPageErrors();

  // The prompt while the browser waits for the authenticator (it does not answer by itself now).
  await signOutFromLogin(page, email);
  await authenticator.cdp.send("WebAuthn.setAutomaticPresenceSimulation", {
    authenticatorId: authenticator.id,
    enabled: false,
  });
  await askForPasskey(page, email);
  await expect(page.getByRole("heading", { name: "Sign in with a passkey" })).toBeVisible({ timeout: 20_000 });
  const status = page.getByRole("status").filter({ hasText: "Follow your browser's prompt" });
  await expect(status).toBeFocused();
  await expectNoViolationsInBothSchemes(page, "the passkey prompt", {
    then: (scheme) => shoot(page, `prompt-${scheme}`),
  });
  await page.getByRole("button", { name: "Use your password instead" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  // A prompt that fails (the authenticator no longer holds the passkey): the message, and Try again.
  await authenticator.clear();
  await authenticator.cdp.send("WebAuthn.setAutomaticPresenceSimulation", {
    authenticatorId: authenticator.id,
    enabled: true,
  });
  await askForPasskey(page, email);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The passkey prompt was closed or timed out.", { timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Try again" })).toBeEnabled();
  await expectNoViolationsInBothSchemes(page, "the passkey prompt with an error", {
    then: (scheme) => shoot(page, `prompt-error-${scheme}`),
  });
  await page.getByRole("button", { name: "Cancel" }).click();
  await signInForm(page);
});

test("a user without a passkey is offered the password (and the e-mail code)", async ({ page, request }) => {
  await addVirtualAuthenticator(page);
  const email = uniqueEmail("passkey-none");
  await createConfirmedUser(request, email, PASSWORD);
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  // The button pressed without a name first: the field says so and takes focus.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  const login = page.getByLabel("Email", { exact: true });
  await expect(login).toBeFocused();
  await expect(login).toHaveAttribute("aria-invalid", "true");
  await expectNoViolationsInBothSchemes(page, "sign in asking for a passkey without a name", {
    then: (scheme) => shoot(page, `sign-in-${scheme}`, true),
  });
  await askForPasskey(page, email);
  const heading = page.getByRole("heading", { name: "Choose how to sign in" });
  await expect(heading).toBeVisible({ timeout: 20_000 });
  await expect(heading).toBeFocused();
  await expectNoViolationsInBothSchemes(page, "the method choice", {
    then: (scheme) => shoot(page, `method-choice-${scheme}`),
  });
  await expect(page.getByRole("button", { name: "Sign in with your password" })).toBeVisible();
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel("Sign-in code", { exact: true }).fill(await latestCode(request, email, "EMAIL_OTP"));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
});

test("after a stale sign-in, deleting a passkey asks to sign in again, and the passkey itself does it; deleted, it no longer signs in and the password is offered instead", async ({
  page,
  request,
}) => {
  const authenticator = await addVirtualAuthenticator(page);
  const email = uniqueEmail("passkey-stepup");
  await createConfirmedUser(request, email, PASSWORD);
  await page.clock.install();
  const scripts = scriptLoads(page);
  await signInOnLoginPage(page, email, PASSWORD);
  await addPasskey(page);
  // Nothing still loading when six minutes pass at once (a chunk in flight would be given up on).
  await scripts.settled();
  await page.clock.fastForward("06:00");

  const section = passkeysSection(page);
  await section.getByRole("button", { name: "Delete Passkey on this device" }).click();
  await section.getByRole("button", { name: "Yes, delete" }).click();
  const refusal = section.getByRole("alert");
  await expect(refusal).toContainText("For your security, this needs a sign-in within the last 5 minutes.");
  await refusal.getByRole("button", { name: "Sign in again" }).click();

  // The access screen on the same page: a passkey signs in there and brings the account page back.
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  await signInForm(page);
  await askForPasskey(page, email);
  await expect(page.getByRole("heading", { level: 1, name: "Account security" })).toBeVisible({ timeout: 20_000 });
  await section.getByRole("button", { name: "Delete Passkey on this device" }).click();
  await section.getByRole("button", { name: "Yes, delete" }).click();
  await expect(section.getByText("Passkey on this device deleted. It no longer signs you in.")).toBeVisible({
    timeout: 15_000,
  });
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  // The authenticator still holds it; the pool no longer accepts it.
  expect(await authenticator.credentials()).toHaveLength(1);

  await signOutFromLogin(page, email);
  await askForPasskey(page, email);
  await expect(page.getByRole("heading", { name: "Choose how to sign in" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`There is no passkey for ${email} that this site can use.`)).toBeVisible();
  await page.getByRole("button", { name: "Sign in with your password" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expectSignedIn(page, email);
});

test("e-mail MFA: turned on in the account page, then the password and the code from the outbox", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("email-mfa");
  await createConfirmedUser(request, email, PASSWORD);
  await signInOnLoginPage(page, email, PASSWORD);
  await openAccount(page);
  const mfa = page.getByRole("region", { name: "Two-step sign-in (MFA)" });
  await mfa.getByRole("button", { name: "Turn on codes by e-mail" }).click();
  await expect(mfa.getByText("Codes by e-mail turned on")).toBeVisible({ timeout: 15_000 });

  await signOutFromLogin(page, email);
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible({ timeout: 20_000 });
  const field = page.getByLabel("Sign-in code", { exact: true });
  await expect(field).toBeFocused();
  await field.fill(await latestCode(request, email, "EMAIL_OTP"));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
});
