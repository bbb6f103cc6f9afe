/**
 * The local Cognito emulator's hosted UI in a real browser, as a person signs in through it: pool users with
 * a password (and an authenticator code), and the offline Google stand-in. The app's redirect target is the
 * site's /login/ page; the test then redeems the code with PKCE as the site will.
 */
import { test, expect } from "./support/fixtures";
import type { APIRequestContext, Page } from "@playwright/test";
import { cognitoEmulator, decodePayload, pkce } from "./support/emulator";
import { createTotpUser, uniqueEmail, unusedTotp } from "./support/cognito";

const SCOPES = "phone email openid profile aws.cognito.signin.user.admin";

function authorizeUrl(redirectUri: string, challenge: string, extra: Record<string, string> = {}) {
  const emu = cognitoEmulator();
  const params = new URLSearchParams({
    client_id: emu.clientId,
    response_type: "code",
    redirect_uri: redirectUri,
    scope: SCOPES,
    state: "from-e2e",
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  });
  return `${emu.hostedUi}/oauth2/authorize?${params.toString()}`;
}

/**
 * The authorization code from the redirect back to the site. Start it before the action that ends in the redirect
 * and await it after: it reads the address the browser requested, not the page's address afterwards, because the
 * site's /login/ takes the code and state out of its address as soon as it runs (reading page.url() raced with
 * that: a retried test). page.route cannot hold the page back: Playwright does not route a redirect's target.
 */
async function codeOnReturn(page: Page, redirectUri: string): Promise<string> {
  const request = await page.waitForRequest((req) => req.url().startsWith(redirectUri) && req.isNavigationRequest());
  const url = new URL(request.url());
  expect(url.searchParams.get("state")).toBe("from-e2e");
  const code = url.searchParams.get("code");
  expect(code, "authorization code on the redirect").toBeTruthy();
  return code as string;
}

async function redeem(request: APIRequestContext, redirectUri: string, code: string, verifier: string) {
  const emu = cognitoEmulator();
  const res = await request.post(`${emu.hostedUi}/oauth2/token`, {
    form: {
      grant_type: "authorization_code",
      client_id: emu.clientId,
      redirect_uri: redirectUri,
      code,
      code_verifier: verifier,
    },
  });
  return { status: res.status(), body: (await res.json()) as Record<string, string> };
}

test.describe("Cognito emulator hosted UI in Chromium", () => {
  test("a super admin signs in with e-mail and password and comes back with a code worth tokens", async ({
    page,
    request,
    baseURL,
  }) => {
    const redirectUri = `${baseURL}/login/`;
    const { verifier, challenge } = pkce();
    await page.goto(authorizeUrl(redirectUri, challenge));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByLabel("Email address").fill("super.admin@example.com");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText("Incorrect username or password.");

    await page.getByLabel("Password").fill("Sup3r-Admin!pass");
    const back = codeOnReturn(page, redirectUri);
    await page.getByRole("button", { name: "Sign in" }).click();
    const code = await back;

    const wrong = await redeem(request, redirectUri, code, pkce().verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe("invalid_grant");
    // A refused attempt burns the code, as Cognito does: the right verifier cannot use it any more.
    expect((await redeem(request, redirectUri, code, verifier)).status).toBe(400);
    const again = pkce();
    const backAgain = codeOnReturn(page, redirectUri);
    await page.goto(authorizeUrl(redirectUri, again.challenge));
    const code2 = await backAgain; // the hosted-UI session cookie signs in silently
    const tokens = await redeem(request, redirectUri, code2, again.verifier);
    expect(tokens.status).toBe(200);
    expect(decodePayload(tokens.body.id_token as string)).toMatchObject({
      email: "super.admin@example.com",
      "cognito:groups": ["Admins"],
      token_use: "id",
    });
  });

  test("an authenticator-app user is asked for the 6-digit code", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("hosted-totp");
    const secret = await createTotpUser(request, email, "Hosted-Totp-Pass-1");
    const redirectUri = `${baseURL}/login/`;
    const { verifier, challenge } = pkce();
    await page.goto(authorizeUrl(redirectUri, challenge));
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password").fill("Hosted-Totp-Pass-1");
    await page.getByRole("button", { name: "Sign in" }).click();
    const codeField = page.getByLabel(/code/i);
    await expect(codeField).toBeVisible();
    await codeField.fill(await unusedTotp(email, secret));
    const back = codeOnReturn(page, redirectUri);
    await page.getByRole("button", { name: "Continue" }).click();
    const code = await back;
    const tokens = await redeem(request, redirectUri, code, verifier);
    expect(tokens.status).toBe(200);
    expect(decodePayload(tokens.body.id_token as string)).toMatchObject({ email });
  });

  test("Continue with Google picks the fixture identity and returns a federated user", async ({
    page,
    request,
    baseURL,
  }) => {
    const redirectUri = `${baseURL}/login/`;
    const { verifier, challenge } = pkce();
    await page.goto(authorizeUrl(redirectUri, challenge));
    await page.getByRole("link", { name: "Continue with Google" }).click();
    await expect(page.getByRole("heading", { name: "Sign in with Google" })).toBeVisible();
    const back = codeOnReturn(page, redirectUri);
    await page.getByRole("button", { name: /\(google\.user@example\.com\)/ }).click();
    // The Google link carries the same PKCE challenge, so the original verifier redeems the code.
    const code = await back;
    const tokens = await redeem(request, redirectUri, code, verifier);
    expect(tokens.status).toBe(200);
    const id = decodePayload(tokens.body.id_token as string);
    expect(id["cognito:username"]).toBe("Google_104857600000000000001");
    expect(id.identities).toEqual([expect.objectContaining({ providerName: "Google" })]);
  });

  test("a redirect URI that is not the site's is refused with an error page, not followed", async ({ page }) => {
    const { challenge } = pkce();
    const response = await page.goto(authorizeUrl("https://evil.example/login/", challenge));
    expect(response?.status()).toBe(400);
    expect(page.url()).toContain("/oauth2/authorize");
    await expect(page.locator("body")).toContainText(/redirect/i);
  });
});
