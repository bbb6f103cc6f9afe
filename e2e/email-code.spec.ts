/**
 * Signing in with a code sent by e-mail (Cognito's USER_AUTH with EMAIL_OTP) on the real site in Chromium against
 * the emulator: the code comes from the emulator's outbox, a wrong one shows the pool's message, and the code
 * screen passes axe in light and dark.
 */
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated } from "./support/page";
import { createConfirmedUser, latestCode, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { expectSignedIn, signInForm } from "./support/signin";

test.describe.configure({ timeout: 90_000 });

const PASSWORD = "Email-Code-Pass-1";

/** On /login/, asks for a code for `email` and waits for the code screen. */
async function askForCode(page: Page, email: string) {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible({ timeout: 20_000 });
}

/** How many sign-in codes the emulator has e-mailed to `email`. */
async function emailCodesSent(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.get(`${cognitoEmulator().apiUrl}/_dev/outbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as Array<{ kind: string }>).filter((m) => m.kind === "EMAIL_OTP").length;
}

test("a confirmed user signs in with the code e-mailed to them", async ({ page, request, expectNoPageErrors }) => {
  const email = uniqueEmail("email-code");
  await createConfirmedUser(request, email, PASSWORD);
  await askForCode(page, email);
  await expect(page.getByText("We emailed a code to e***@e***.")).toBeVisible();
  const field = page.getByLabel("Sign-in code", { exact: true });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expectNoViolationsInBothSchemes(page, "the e-mail code screen");
  await field.fill(await latestCode(request, email, "EMAIL_OTP"));
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
  expectNoPageErrors();
});

test("a wrong code shows the pool's message; a resent code signs in", async ({ page, request }) => {
  const email = uniqueEmail("email-code-wrong");
  await createConfirmedUser(request, email, PASSWORD);
  await askForCode(page, email);
  const first = await latestCode(request, email, "EMAIL_OTP");
  await page.getByLabel("Sign-in code", { exact: true }).fill(first === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Invalid code received for user", { timeout: 20_000 });
  await expectNoViolationsInBothSchemes(page, "the e-mail code screen with an error");
  await page.getByRole("button", { name: "Resend Code" }).click();
  // The resend is a new sign-in: a second code arrives, and only it works now.
  await expect.poll(() => emailCodesSent(request, email), { timeout: 20_000 }).toBe(2);
  // The screen takes input again once the resend has answered (it gives a fresh form).
  await expect(page.getByRole("button", { name: "Resend Code" })).toBeEnabled();
  const second = await latestCode(request, email, "EMAIL_OTP");
  await page.getByLabel("Sign-in code", { exact: true }).fill(second);
  await page.getByRole("button", { name: "Confirm", exact: true }).click();
  await expectSignedIn(page, email);
});

test("asked without a name, the form points at the field; a user with an authenticator app is told to use the password", async ({
  page,
}) => {
  await gotoHydrated(page, "/login/");
  await signInForm(page);
  // The button without a name first: the field says so and takes focus.
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  const login = page.getByLabel("Email", { exact: true });
  await expect(login).toBeFocused();
  await expect(login).toHaveAttribute("aria-invalid", "true");
  await expectNoViolationsInBothSchemes(page, "sign in asking for a code without a name");
  await page.getByLabel("Email", { exact: true }).fill("totp.admin@example.com");
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("alert")).toContainText("Sign in with your password", { timeout: 20_000 });
});
