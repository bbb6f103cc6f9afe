/**
 * @jest-environment node
 *
 * Passkey sign-in (USER_AUTH / WEB_AUTHN) and e-mail MFA through the real services against the local Cognito
 * emulator, with the emulator's software authenticator in the browser's place: the tokens land where
 * amazon-cognito-identity-js reads them, an account without a passkey gets the pool's other ways, and a closed
 * prompt, a canceled one and a passkey removed meanwhile each end with a clear message.
 */
import { createCognitoServices } from "./services";
import { PASSKEY_MESSAGES } from "../passkeys/errors";
import type { WebAuthnClient } from "../passkeys/webAuthn";
import { startedFlow, submitForm } from "../../../test/authFlow";
import {
  api,
  createConfirmedUser,
  MemoryStorage,
  SoftwareAuthenticator,
  startTestEmulator,
  type CreationOptions,
  type RequestOptions,
  type TestEmulator,
} from "../../../emulators/cognito/testing";

jest.setTimeout(60_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(() => emu.stop());

const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
afterAll(() => quiet.mockRestore());

const PASSWORD = "Passkey-Pass-1";
let n = 0;
const freshEmail = (tag: string) => `${tag}.${++n}.${Date.now().toString(36)}@example.com`;

/** The software authenticator as the browser's WebAuthn; `prompt` can stand in for the person's answer. */
function browserOf(authenticator: SoftwareAuthenticator, prompt?: () => Promise<void>) {
  const calls: string[] = [];
  const client: WebAuthnClient = {
    async authenticate(options) {
      calls.push("authenticate");
      if (prompt) await prompt();
      return authenticator.authenticate(options as unknown as RequestOptions) as never;
    },
    async register(options) {
      calls.push("register");
      return authenticator.register(options as unknown as CreationOptions) as never;
    },
    cancel: () => calls.push("cancel"),
  };
  return { client, calls };
}

function services(storage = new MemoryStorage(), webAuthn?: WebAuthnClient) {
  return createCognitoServices({
    settings: { userPoolId: emu.poolId, clientId: emu.clientId, endpoint: `${emu.url}/`, hostedUiDomain: "" },
    storage,
    ...(webAuthn ? { webAuthn: async () => webAuthn } : {}),
  });
}

async function accessToken(username: string): Promise<string> {
  const res = await api(emu, "InitiateAuth", {
    ClientId: emu.clientId,
    AuthFlow: "USER_AUTH",
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: username, PASSWORD },
  });
  return (res.body.AuthenticationResult as { AccessToken: string }).AccessToken;
}

/** A confirmed user with one passkey on `authenticator`; resolves with its credential id. */
async function userWithPasskey(email: string, authenticator: SoftwareAuthenticator): Promise<string> {
  await createConfirmedUser(emu, email, PASSWORD, { email });
  const token = await accessToken(email);
  const started = await api(emu, "StartWebAuthnRegistration", { AccessToken: token });
  const credential = authenticator.register(started.body.CredentialCreationOptions as CreationOptions);
  const done = await api(emu, "CompleteWebAuthnRegistration", { AccessToken: token, Credential: credential });
  expect(done.status).toBe(200);
  return credential.id;
}

describe("passkey sign-in", () => {
  it("signs in with the passkey and caches a session the library can use", async () => {
    const email = freshEmail("passkey");
    const authenticator = new SoftwareAuthenticator();
    await userWithPasskey(email, authenticator);
    const storage = new MemoryStorage();
    const browser = browserOf(authenticator);
    const auth = services(storage, browser.client);

    const challenge = await auth.startPasskeySignIn(email);
    expect(challenge).toMatchObject({ username: email, challengeName: "WEB_AUTHN" });
    expect(JSON.parse(String(challenge.challengeParam?.CREDENTIAL_REQUEST_OPTIONS))).toMatchObject({
      rpId: "localhost",
    });
    const user = await auth.confirmPasskey(challenge);
    expect(user).toMatchObject({ username: email, attributes: { email } });
    expect(user.signedInAt).toBeGreaterThan(Date.now() - 60_000);
    const prefix = `CognitoIdentityServiceProvider.${emu.clientId}`;
    expect(storage.getItem(`${prefix}.LastAuthUser`)).toBe(email);

    // A reload finds the session, refreshes it, and signs out.
    const reloaded = services(storage);
    await expect(reloaded.getCurrentUser()).resolves.toMatchObject({ username: email });
    await expect(reloaded.refreshSession()).resolves.toMatchObject({ username: email });
    await reloaded.signOut();
    await expect(services(storage).getCurrentUser()).rejects.toThrow();
  });

  it("through the flow: sign-in form, passkey, authenticated", async () => {
    const email = freshEmail("passkey-flow");
    const authenticator = new SoftwareAuthenticator();
    await userWithPasskey(email, authenticator);
    const flow = await startedFlow(services(new MemoryStorage(), browserOf(authenticator).client));
    flow.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: email } });
    expect(await flow.settled()).toMatchObject({ route: "authenticated", user: { username: email } });
  });

  it("an account without a passkey gets the pool's other ways (the password among them)", async () => {
    const email = freshEmail("no-passkey");
    await createConfirmedUser(emu, email, PASSWORD, { email });
    const browser = browserOf(new SoftwareAuthenticator());
    const auth = services(new MemoryStorage(), browser.client);
    const choice = await auth.startPasskeySignIn(email);
    expect(choice).toEqual({
      username: email,
      challengeName: "SELECT_CHALLENGE",
      challengeParam: { availableChallenges: expect.arrayContaining(["PASSWORD", "EMAIL_OTP"]) },
    });
    expect(choice.challengeParam?.availableChallenges).not.toContain("WEB_AUTHN");
    expect(browser.calls).toEqual([]);

    // The flow shows the choice; its password way returns to the form with the name.
    const flow = await startedFlow(services(new MemoryStorage(), browser.client));
    flow.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: email } });
    expect((await flow.settled()).route).toBe("selectChallenge");
    flow.send({ type: "USE_PASSWORD" });
    expect(flow.getContext()).toMatchObject({ route: "signIn", formValues: { username: email } });
    expect((await submitForm(flow, { username: email, password: PASSWORD })).route).toBe("authenticated");
  });

  it("unknown users get the pool's own refusal", async () => {
    await expect(services().startPasskeySignIn("nobody@example.com")).rejects.toMatchObject({
      code: "UserNotFoundException",
    });
  });

  it("a closed browser prompt (NotAllowedError) says so; a new attempt works", async () => {
    const email = freshEmail("passkey-closed");
    const authenticator = new SoftwareAuthenticator();
    await userWithPasskey(email, authenticator);
    let closeIt = true;
    const closed = Object.assign(new Error("The operation either timed out or was not allowed."), {
      name: "NotAllowedError",
    });
    const browser = browserOf(authenticator, async () => {
      if (closeIt) throw closed;
    });
    const auth = services(new MemoryStorage(), browser.client);
    const challenge = await auth.startPasskeySignIn(email);
    await expect(auth.confirmPasskey(challenge)).rejects.toMatchObject({
      name: "NotAllowedError",
      message: `${PASSKEY_MESSAGES.closed} Try again, or use your password instead.`,
    });
    closeIt = false;
    const again = await auth.startPasskeySignIn(email);
    await expect(auth.confirmPasskey(again)).resolves.toMatchObject({ username: email });
  });

  it("cancel while the browser asks: the prompt is withdrawn and the passkey is not sent", async () => {
    const email = freshEmail("passkey-cancel");
    const authenticator = new SoftwareAuthenticator();
    await userWithPasskey(email, authenticator);
    let answer: () => void = () => undefined;
    const browser = browserOf(authenticator, () => new Promise<void>((resolve) => (answer = resolve)));
    const storage = new MemoryStorage();
    const auth = services(storage, browser.client);
    const challenge = await auth.startPasskeySignIn(email);
    const pending = auth.confirmPasskey(challenge);
    await new Promise((r) => setTimeout(r, 20));
    await auth.cancelPasskey();
    answer(); // the authenticator answers anyway
    await expect(pending).rejects.toMatchObject({ name: "AbortError", message: PASSKEY_MESSAGES.canceled });
    expect(browser.calls).toEqual(["authenticate", "cancel"]);
    expect(storage.getItem(`CognitoIdentityServiceProvider.${emu.clientId}.LastAuthUser`)).toBeNull();
  });

  it("a passkey removed between the challenge and the answer is refused with a clear message", async () => {
    const email = freshEmail("passkey-removed");
    const authenticator = new SoftwareAuthenticator();
    const credentialId = await userWithPasskey(email, authenticator);
    const auth = services(new MemoryStorage(), browserOf(authenticator).client);
    const challenge = await auth.startPasskeySignIn(email);
    const removed = await api(emu, "DeleteWebAuthnCredential", {
      AccessToken: await accessToken(email),
      CredentialId: credentialId,
    });
    expect(removed.status).toBe(200);
    await expect(auth.confirmPasskey(challenge)).rejects.toMatchObject({
      code: "NotAuthorizedException",
      message: PASSKEY_MESSAGES.refused,
    });
    // And afterwards the account has none: the pool offers the other ways.
    await expect(auth.startPasskeySignIn(email)).resolves.toMatchObject({ challengeName: "SELECT_CHALLENGE" });
  });
});

describe("e-mail MFA after a password", () => {
  async function userWithEmailMfa(): Promise<string> {
    const email = freshEmail("email-mfa");
    await createConfirmedUser(emu, email, PASSWORD, { email });
    const set = await api(emu, "SetUserMFAPreference", {
      AccessToken: await accessToken(email),
      EmailMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(set.status).toBe(200);
    return email;
  }

  const wrong = (code: string) => (code === "000000" ? "111111" : "000000");

  it("asks for the e-mailed code after the password, refuses a wrong one, signs in with the right one", async () => {
    const email = await userWithEmailMfa();
    const storage = new MemoryStorage();
    const auth = services(storage);
    const challenge = await auth.signIn(email, PASSWORD);
    expect(challenge).toMatchObject({
      challengeName: "EMAIL_OTP",
      challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL" },
    });
    const code = emu.latestCode(email) as string;
    await expect(auth.confirmSignIn(challenge, wrong(code), "EMAIL_OTP")).rejects.toMatchObject({
      code: "CodeMismatchException",
    });
    const user = await auth.confirmSignIn(challenge, code, "EMAIL_OTP");
    expect(user).toMatchObject({ username: email, attributes: { email } });
    await expect(services(storage).getCurrentUser()).resolves.toMatchObject({ username: email });
  });

  it("through the flow: password, code screen, a resent code (a new password sign-in) signs in", async () => {
    const email = await userWithEmailMfa();
    const flow = await startedFlow(services());
    expect(await submitForm(flow, { username: email, password: PASSWORD })).toMatchObject({
      route: "confirmSignIn",
      challengeName: "EMAIL_OTP",
    });
    const first = emu.latestCode(email);
    flow.send({ type: "RESEND" });
    expect((await flow.settled()).route).toBe("confirmSignIn");
    const second = emu.latestCode(email) as string;
    expect(emu.outbox(email).filter((m) => m.kind === "EMAIL_OTP")).toHaveLength(2);
    if (first !== second)
      expect(await submitForm(flow, { confirmation_code: first as string })).toMatchObject({ route: "confirmSignIn" });
    expect((await submitForm(flow, { confirmation_code: second })).route).toBe("authenticated");
  });

  it("a passkey stands in for MFA: no code is asked for", async () => {
    const email = await userWithEmailMfa();
    // Tokens for the registration: the password, then the e-mailed code.
    const init = await api(emu, "InitiateAuth", {
      ClientId: emu.clientId,
      AuthFlow: "USER_AUTH",
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: email, PASSWORD },
    });
    expect(init.body.ChallengeName).toBe("EMAIL_OTP");
    const answered = await api(emu, "RespondToAuthChallenge", {
      ClientId: emu.clientId,
      ChallengeName: "EMAIL_OTP",
      Session: init.body.Session,
      ChallengeResponses: { USERNAME: email, EMAIL_OTP_CODE: emu.latestCode(email) },
    });
    const token = (answered.body.AuthenticationResult as { AccessToken: string }).AccessToken;
    const authenticator = new SoftwareAuthenticator();
    const started = await api(emu, "StartWebAuthnRegistration", { AccessToken: token });
    const credential = authenticator.register(started.body.CredentialCreationOptions as CreationOptions);
    await api(emu, "CompleteWebAuthnRegistration", { AccessToken: token, Credential: credential });
    const codes = emu.outbox(email).length;

    const flow = await startedFlow(services(new MemoryStorage(), browserOf(authenticator).client));
    flow.send({ type: "SIGN_IN_WITH_PASSKEY", values: { username: email } });
    expect((await flow.settled()).route).toBe("authenticated");
    expect(emu.outbox(email)).toHaveLength(codes);
  });
});
