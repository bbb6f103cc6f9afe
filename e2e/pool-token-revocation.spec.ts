/**
 * Sign-out on an app client whose token revocation is off (UpdateUserPoolClient EnableTokenRevocation=false, as an
 * administrator could leave a real pool): Cognito refuses RevokeToken, yet the sign-out clears the refresh cookie,
 * the page says the sign-out could not be confirmed, and a copy of the old cookie cannot get tokens from
 * /api/auth/refresh. Changes the whole pool: runs alone, after the other pool-wide specs.
 */
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { gotoHydrated } from "./support/page";
import { adminCall, createConfirmedUser, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { signInForm, signInOnLoginPage } from "./support/signin";

const setRevocation = (request: Parameters<typeof adminCall>[0], on: boolean) =>
  adminCall(request, "UpdateUserPoolClient", { ClientId: cognitoEmulator().clientId, EnableTokenRevocation: on });

test.afterAll(async ({ request }) => {
  await setRevocation(request, true);
});

test("with revocation refused, sign-out still ends the session's cookie and says it is not confirmed", async ({
  page,
  request,
  baseURL,
}) => {
  await setRevocation(request, false);
  const email = uniqueEmail("unrevoked");
  await createConfirmedUser(request, email, "Unrevoked-Pass-1");
  await signInOnLoginPage(page, email, "Unrevoked-Pass-1");
  const cookie = (await page.context().cookies()).find((c) => c.name === "nw_session");
  expect(cookie, "the refresh cookie").toBeDefined();

  await gotoHydrated(page, "/login/");
  const signedOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/revoke");
  await page.getByRole("button", { name: `Sign Out (${email})` }).click();
  expect((await signedOut).status()).toBe(202);
  await signInForm(page);
  await expect(
    page.getByRole("status").filter({ hasText: "could not confirm that your session has ended" }),
  ).toBeVisible();
  await expectNoViolationsInBothSchemes(page, "the sign-in form after an unconfirmed sign-out");

  expect((await page.context().cookies()).find((c) => c.name === "nw_session")).toBeUndefined();
  // A copy of the old cookie (another tab, or someone who took it) gets nothing.
  const replay = await request.post("/api/auth/refresh", {
    headers: { Origin: new URL(baseURL!).origin, Cookie: `nw_session=${cookie!.value}` },
  });
  expect(replay.status()).toBe(401);
});
