/**
 * The security notices' functions (src/api/account/*, and the new-device check in POST /api/auth/session) against
 * the Cognito emulator, an in-memory dynalite table and the real SMTP sink: a password changed through the
 * function (step-up, field messages) with its e-mail; MFA and passkey changes noticed by comparing Cognito's answer
 * with the last look; a sign-in from a new browser noticed once, the first one and known ones never.
 */
import {
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { startSmtpSink, type SmtpSink } from "../../../emulators/smtp";
import { api, createConfirmedUser, totpCode } from "../../../emulators/cognito/tests/helpers";
import { SoftwareAuthenticator, type CreationOptions } from "../../../emulators/cognito/tests/software-authenticator";
import { resetSharedDocumentClient } from "../../../server/calendar/dynamo";
import { startTestTable, type TestTable } from "../../../server/calendar/testing/dynalite";
import { resetMailTransport } from "../../../server/mail/send";
import * as password from "../account/password";
import * as securityCheck from "../account/security-check";
import { startHarness, type Harness, type Reply, type Tokens } from "./harness";

jest.setTimeout(90_000);

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let h: Harness;
let table: TestTable;
let sink: SmtpSink;
let n = 0;

beforeAll(async () => {
  [table, sink] = await Promise.all([
    startTestTable("account-test"),
    startSmtpSink({ port: 0, outboxPort: 0, dataDir: null }),
  ]);
  Object.assign(process.env, {
    CALENDAR_DYNAMODB_ENDPOINT: table.endpoint,
    CALENDAR_TABLE: table.table,
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(sink.smtpPort),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    SMTP_PASSWORD: "",
    MAIL_FROM: "Northwind Consulting <no-reply@northwind-consulting.example>",
    MAIL_SALES_TO: "sales@northwind-consulting.example",
  });
  resetSharedDocumentClient();
  resetMailTransport();
  h = await startHarness({
    table,
    functions: [
      { path: "account/password", module: password },
      { path: "account/security-check", module: securityCheck },
    ],
  });
});
afterAll(async () => {
  resetMailTransport();
  await h.stop();
  await Promise.all([table.stop(), sink.close()]);
});
afterEach(() => expect(h.host.escaped).toEqual([]));

/** A new confirmed user with a verified e-mail, so each test starts without history. */
async function freshUser(): Promise<{ username: string; password: string }> {
  n += 1;
  const user = { username: `notice.${n}.${Date.now()}@example.com`, password: `Notice-Pass-${n}!` };
  await createConfirmedUser(h.emu, user.username, user.password);
  return user;
}

const post = (path: string, tokens: Tokens | null, body?: unknown, headers: Record<string, string> = {}) =>
  h.call("POST", path, {
    headers: { Origin: h.origin, ...(tokens ? h.sessionHeaders(tokens) : {}), ...headers },
    ...(body === undefined ? {} : { body }),
  });
const errorOf = (res: Reply) =>
  (res.body as { error: { code: string; message: string; details?: { fields?: Record<string, string> } } }).error;
const mailTo = (address: string) => sink.messages({ to: address });
const subjects = (address: string) => mailTo(address).map((m) => m.subject);

/**
 * POST /api/auth/session as a browser would after signing in: with its user agent and its device cookie (none for
 * a new browser); returns the device cookie it holds afterwards.
 */
async function sessionFrom(userAgent: string, tokens: Tokens, deviceCookie?: string): Promise<string | undefined> {
  const res = await post("/api/auth/session", null, tokens, {
    "User-Agent": userAgent,
    ...(deviceCookie ? { Cookie: `nw_device=${deviceCookie}` } : {}),
  });
  expect(res.status).toBe(200);
  const set = res.cookies.find((c) => c.startsWith("nw_device="));
  // No Secure here: the page is plain-http loopback (the host's own origin), as in local runs.
  if (set) expect(set).toMatch(/; Path=\/api\/auth\/; Max-Age=34560000; HttpOnly; SameSite=Strict$/);
  return set ? /^nw_device=([^;]+)/.exec(set)?.[1] : deviceCookie;
}

/** Signs in with the emulator's clock moved back, so the tokens' auth_time is that old (and still valid). */
async function signInAgo(user: { username: string; password: string }, seconds: number): Promise<Tokens> {
  h.emu.advance(-seconds * 1000);
  try {
    return await h.signIn(user);
  } finally {
    h.emu.advance(seconds * 1000);
  }
}

describe("both endpoints", () => {
  it("answer 401 signed out", async () => {
    for (const path of ["/api/account/password", "/api/account/security-check"]) {
      const res = await post(
        path,
        null,
        path.endsWith("password") ? { previousPassword: "a", proposedPassword: "b" } : undefined,
      );
      expect([res.status, errorOf(res).code]).toEqual([401, "SignInRequired"]);
    }
  });
});

describe("POST /api/account/password", () => {
  it("changes the password after a recent sign-in and e-mails the owner", async () => {
    const user = await freshUser();
    const tokens = await h.signIn(user);
    const res = await post(
      "/api/account/password",
      tokens,
      { previousPassword: user.password, proposedPassword: "Brand-New-Pass-1!" },
      { "User-Agent": FIREFOX },
    );
    expect([res.status, res.body]).toEqual([200, { notified: true }]);
    const [mail] = mailTo(user.username);
    expect(mail?.subject).toBe("Your password was changed - Northwind Consulting");
    expect(mail?.text).toContain("Device: Firefox on Linux");
    // The new password signs in; the old one no longer does.
    await expect(h.signIn({ username: user.username, password: "Brand-New-Pass-1!" })).resolves.toBeTruthy();
    await expect(h.signIn(user)).rejects.toThrow(/Incorrect username or password/);
  });

  it("asks for a fresh sign-in when the session's sign-in is older than 5 minutes, and changes nothing", async () => {
    const user = await freshUser();
    const tokens = await signInAgo(user, 6 * 60);
    const res = await post("/api/account/password", tokens, {
      previousPassword: user.password,
      proposedPassword: "Brand-New-Pass-2!",
    });
    expect([res.status, errorOf(res).code]).toEqual([401, "ReauthenticationRequired"]);
    expect(mailTo(user.username)).toEqual([]);
    await expect(h.signIn(user)).resolves.toBeTruthy();
  });

  it("puts each refusal under its field", async () => {
    const user = await freshUser();
    const tokens = await h.signIn(user);
    const missing = await post("/api/account/password", tokens, {});
    expect(errorOf(missing).details?.fields).toEqual({
      previousPassword: "Enter your current password.",
      proposedPassword: "Enter your new password.",
    });
    const wrong = await post("/api/account/password", tokens, {
      previousPassword: "not-it-at-all",
      proposedPassword: "Brand-New-Pass-3!",
    });
    expect([wrong.status, errorOf(wrong).details?.fields]).toEqual([
      400,
      { previousPassword: "That is not your current password." },
    ]);
    const weak = await post("/api/account/password", tokens, {
      previousPassword: user.password,
      proposedPassword: "short",
    });
    expect(weak.status).toBe(400);
    expect(errorOf(weak).details?.fields?.proposedPassword).toMatch(/password/i);
    expect(mailTo(user.username)).toEqual([]);
  });
});

describe("POST /api/account/security-check", () => {
  it("takes the first look as the baseline, then e-mails each MFA change once", async () => {
    const user = await freshUser();
    const tokens = await h.signIn(user);
    expect((await post("/api/account/security-check", tokens)).body).toEqual({ changes: [] });

    const { SecretCode } = await h.client.send(new AssociateSoftwareTokenCommand({ AccessToken: tokens.accessToken }));
    await h.client.send(
      new VerifySoftwareTokenCommand({
        AccessToken: tokens.accessToken,
        UserCode: totpCode(SecretCode as string, 0, h.emu),
      }),
    );
    await h.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: tokens.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const checked = await post("/api/account/security-check", tokens, undefined, { "User-Agent": CHROME });
    expect(checked.body).toEqual({ changes: ["mfa-changed"] });
    const [mail] = mailTo(user.username);
    expect(mail?.subject).toBe("Your sign-in verification changed - Northwind Consulting");
    expect(mail?.text).toContain("Before: none");
    expect(mail?.text).toContain("Now: authenticator app");
    // Asking again reports nothing new: a forged call cannot make a false notice.
    expect((await post("/api/account/security-check", tokens)).body).toEqual({ changes: [] });
    expect(mailTo(user.username)).toHaveLength(1);
  });

  it("e-mails a passkey added and a passkey removed", async () => {
    const user = await freshUser();
    const tokens = await h.signIn(user);
    await post("/api/account/security-check", tokens);
    const started = await api(h.emu, "StartWebAuthnRegistration", { AccessToken: tokens.accessToken });
    const credential = new SoftwareAuthenticator().register(started.body.CredentialCreationOptions as CreationOptions);
    expect(
      (await api(h.emu, "CompleteWebAuthnRegistration", { AccessToken: tokens.accessToken, Credential: credential }))
        .status,
    ).toBe(200);
    expect((await post("/api/account/security-check", tokens)).body).toEqual({ changes: ["passkey-added"] });
    expect(subjects(user.username)).toEqual(["A passkey was added to your account - Northwind Consulting"]);

    await api(h.emu, "DeleteWebAuthnCredential", { AccessToken: tokens.accessToken, CredentialId: credential.id });
    expect((await post("/api/account/security-check", tokens)).body).toEqual({ changes: ["passkey-removed"] });
    expect(subjects(user.username)[0]).toBe("A passkey was removed from your account - Northwind Consulting");
  });
});

describe("POST /api/auth/session: a sign-in from a new device", () => {
  it("is e-mailed once; the account's first browser and known ones are not", async () => {
    const user = await freshUser();
    const laptop = await sessionFrom(CHROME, await h.signIn(user));
    expect(laptop).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mailTo(user.username)).toEqual([]);
    expect(await sessionFrom(CHROME, await h.signIn(user), laptop)).toBe(laptop);
    expect(mailTo(user.username)).toEqual([]);

    const other = await sessionFrom(FIREFOX, await h.signIn(user));
    expect(other).not.toBe(laptop);
    const [mail] = mailTo(user.username);
    expect(mail?.subject).toBe("New sign-in to your account - Northwind Consulting");
    expect(mail?.text).toContain("Device: Firefox on Linux");
    await sessionFrom(FIREFOX, await h.signIn(user), other);
    await sessionFrom(CHROME, await h.signIn(user), laptop);
    expect(mailTo(user.username)).toHaveLength(1);
  });

  it("treats a browser known to another account, or a garbled cookie, as new to this account", async () => {
    const [alice, bob] = [await freshUser(), await freshUser()];
    const alicesLaptop = await sessionFrom(CHROME, await h.signIn(alice));
    await sessionFrom(CHROME, await h.signIn(bob));
    // Bob signs in on Alice's laptop: new for Bob.
    await sessionFrom(CHROME, await h.signIn(bob), alicesLaptop);
    expect(subjects(bob.username)).toEqual(["New sign-in to your account - Northwind Consulting"]);
    const garbled = await sessionFrom(CHROME, await h.signIn(bob), "../../not-an-id");
    expect(garbled).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(subjects(bob.username)).toHaveLength(2);
    expect(mailTo(alice.username)).toEqual([]);
  });
});
