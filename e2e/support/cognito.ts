/**
 * Talking to the e2e run's Cognito emulator from the test process: the user-pool API as a client would call it,
 * the dev outbox for codes, fresh users for tests that change an account, and TOTP codes that never collide.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { cognitoEmulator } from "./emulator";
import { totp } from "../../emulators/cognito";
import { ROOT } from "./content";

export const SEEDED_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export async function cognitoCall(request: APIRequestContext, target: string, payload: Record<string, unknown>) {
  const { apiUrl } = cognitoEmulator();
  const res = await request.post(`${apiUrl}/`, {
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify(payload),
  });
  return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
}

interface OutboxMessage {
  kind: string;
  code?: string;
  sentAt: string;
}

/** The newest code sent to `to` (optionally of one kind), waiting briefly for it to arrive. */
export async function latestCode(request: APIRequestContext, to: string, kind?: string): Promise<string> {
  const { apiUrl } = cognitoEmulator();
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = (await (
          await request.get(`${apiUrl}/_dev/outbox?to=${encodeURIComponent(to)}`)
        ).json()) as OutboxMessage[];
        code = messages.find((m) => !kind || m.kind === kind)?.code;
        return code;
      },
      { message: `a ${kind ?? ""} code in the outbox for ${to}` },
    )
    .toBeTruthy();
  return code as string;
}

/** A unique e-mail per test (and retry), so tests that change accounts never share one. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Signs up and confirms a user through the API, as if done earlier. */
/** A user signed up and confirmed through the emulator's public API; answers the user's `sub`. */
export async function createConfirmedUser(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const { clientId } = cognitoEmulator();
  const signUp = await cognitoCall(request, "SignUp", {
    ClientId: clientId,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: "email", Value: email }],
  });
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const code = await latestCode(request, email, "SIGN_UP");
  const confirm = await cognitoCall(request, "ConfirmSignUp", {
    ClientId: clientId,
    Username: email,
    ConfirmationCode: code,
  });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return String((signUp.body as { UserSub?: unknown }).UserSub);
}

/**
 * A TOTP code for `username` that Cognito takes now: it accepts the time steps next to the current one and refuses a
 * step at or below the last one the user signed in with. So a user's codes take the current step, then the next one
 * (no wait); only a third code within the same 30 s waits for the step to advance. Each step is reserved with an
 * exclusive file, in case two tests ever share a user. Tests that sign in with TOTP use a user of their own
 * (`createTotpUser`); only the sign-in spec uses the seeded one.
 */
export async function unusedTotp(username: string, secret: string): Promise<string> {
  const dir = path.join(ROOT, "test-results", ".totp-steps");
  fs.mkdirSync(dir, { recursive: true });
  const reserved = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name.startsWith(`${username}-`))
      .map((name) => Number(name.slice(username.length + 1)));
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    const last = Math.max(-1, ...reserved());
    for (const step of [current, current + 1]) {
      if (step <= last) continue;
      try {
        fs.writeFileSync(path.join(dir, `${username}-${step}`), "", { flag: "wx" });
        return totp(secret, step * 30_000);
      } catch {
        // reserved meanwhile: try the next step
      }
    }
    // Both usable steps are taken: the next step boundary frees one.
    await new Promise((r) => setTimeout(r, 30_000 - (now % 30_000) + 50));
  }
}

/** A confirmed user with an authenticator app (TOTP) turned on through the pool's API, as the account page does it. */
export async function createTotpUser(request: APIRequestContext, email: string, password: string): Promise<string> {
  await createConfirmedUser(request, email, password);
  const { clientId } = cognitoEmulator();
  const signIn = await cognitoCall(request, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: email, PASSWORD: password },
  });
  const accessToken = (signIn.body.AuthenticationResult as { AccessToken: string }).AccessToken;
  const associate = await cognitoCall(request, "AssociateSoftwareToken", { AccessToken: accessToken });
  const secret = associate.body.SecretCode as string;
  const verify = await cognitoCall(request, "VerifySoftwareToken", {
    AccessToken: accessToken,
    UserCode: await unusedTotp(email, secret),
  });
  expect(verify.body.Status, JSON.stringify(verify.body)).toBe("SUCCESS");
  const prefer = await cognitoCall(request, "SetUserMFAPreference", {
    AccessToken: accessToken,
    SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
  });
  expect(prefer.status, JSON.stringify(prefer.body)).toBe(200);
  return secret;
}

/** An administrator's call (the emulator checks only that a SigV4 header is there, as a shape). */
export async function adminCall(request: APIRequestContext, target: string, payload: Record<string, unknown>) {
  const { apiUrl, poolId } = cognitoEmulator();
  const res = await request.post(`${apiUrl}/`, {
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${target}`,
      Authorization:
        "AWS4-HMAC-SHA256 Credential=AKIDLOCALEMULATOR/20260101/us-east-1/cognito-idp/aws4_request, SignedHeaders=host, Signature=0",
    },
    data: JSON.stringify({ UserPoolId: poolId, ...payload }),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.status(), `${target}: ${JSON.stringify(body)}`).toBe(200);
  return body;
}

/** A user an administrator created with a temporary password (FORCE_CHANGE_PASSWORD). */
export async function createInvitedUser(
  request: APIRequestContext,
  email: string,
  temporaryPassword: string,
): Promise<void> {
  await adminCall(request, "AdminCreateUser", {
    Username: email,
    TemporaryPassword: temporaryPassword,
    MessageAction: "SUPPRESS",
    UserAttributes: [
      { Name: "email", Value: email },
      { Name: "email_verified", Value: "true" },
    ],
  });
}

/** A confirmed user whose only contact (e-mail) is not verified: signing in asks to verify it. */
export async function createUserWithUnverifiedEmail(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  await adminCall(request, "AdminCreateUser", {
    Username: email,
    MessageAction: "SUPPRESS",
    UserAttributes: [
      { Name: "email", Value: email },
      { Name: "email_verified", Value: "false" },
    ],
  });
  await adminCall(request, "AdminSetUserPassword", { Username: email, Password: password, Permanent: true });
}
