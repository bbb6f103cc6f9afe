/**
 * The account functions (src/api/account/*, and the notices in POST /api/auth/session and /api/auth/refresh)
 * against the Cognito emulator, an in-memory dynalite table and the real SMTP sink: the password, passkeys, the
 * authenticator app, MFA choices and deletion change only after a sign-in the server itself saw start within five
 * minutes, and each change is e-mailed; a change made straight at Cognito is e-mailed at the next refresh or
 * sign-in; a sign-in from a new browser is noticed once, the first one and known ones never.
 */
import { SetUserMFAPreferenceCommand } from "@aws-sdk/client-cognito-identity-provider";
import { QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { SmtpSink } from "../../../emulators/smtp";
import { userPartitions } from "../../../server/account/erase";
import {
  api,
  createConfirmedUser,
  SoftwareAuthenticator,
  totpCode,
  type CreationOptions,
} from "../../../emulators/cognito/testing";
import type { TestTable } from "../../../server/db/testing/dynalite";
import * as cognitoProxy from "../account/cognito";
import * as deleteAccount from "../account/delete";
import * as factors from "../account/factors";
import * as password from "../account/password";
import { startMailHarness, type MailHarness } from "./mailHarness";
import { type Harness, type Reply, type Tokens } from "./harness";

jest.setTimeout(90_000);

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

let h: Harness;
let table: TestTable;
let sink: SmtpSink;
let n = 0;

let harness: MailHarness;

beforeAll(async () => {
  harness = await startMailHarness("account-test", [
    { path: "account/password", module: password },
    { path: "account/factors", module: factors },
    { path: "account/delete", module: deleteAccount },
    { path: "account/cognito", module: cognitoProxy },
  ]);
  ({ h, table, sink } = harness);
});
afterAll(() => harness.stop());
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
  const set = res.cookies.find((c) => c.startsWith("nw_device=") && c.includes("; Path=/;"));
  // No Secure here: the page is plain-http loopback (the host's own origin), as in local runs.
  if (set) expect(set).toMatch(/; Path=\/; Max-Age=34560000; HttpOnly; SameSite=Strict$/);
  return set ? /^nw_device=([^;]+)/.exec(set)?.[1] : deviceCookie;
}

const signedIn = async (user: { username: string; password: string }) => (await h.signInAgo(user, 0)).tokens;
const factor = (tokens: Tokens | null, body: Record<string, unknown>) => post("/api/account/factors", tokens, body);

describe("every account function", () => {
  it("answers 401 signed out", async () => {
    for (const [path, body] of [
      ["/api/account/password", { previousPassword: "a", proposedPassword: "b" }],
      ["/api/account/factors", { action: "passkey-options" }],
      ["/api/account/delete", undefined],
    ] as const) {
      const res = await post(path, null, body);
      expect([path, res.status, errorOf(res).code]).toEqual([path, 401, "SignInRequired"]);
    }
  });
});

describe("POST /api/account/password", () => {
  it("changes the password after a recent sign-in and e-mails the owner", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
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
    const { tokens } = await h.signInAgo(user, 6 * 60);
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
    const tokens = await signedIn(user);
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

describe("POST /api/account/factors: step-up from the server's own record", () => {
  it("refuses to add a passkey for a sign-in older than 5 minutes, and adds none", async () => {
    const user = await freshUser();
    const { tokens } = await h.signInAgo(user, 6 * 60);
    const res = await factor(tokens, { action: "passkey-options" });
    expect([res.status, errorOf(res).code]).toEqual([401, "ReauthenticationRequired"]);
    expect(res.headers["www-authenticate"]).toMatch(/insufficient_user_authentication/);
    for (const body of [
      { action: "passkey-register", credential: { id: "x" } },
      { action: "passkey-delete", id: "x" },
      { action: "totp-setup" },
      { action: "mfa-preference", preference: { email: { enabled: true, preferred: true } } },
    ])
      expect((await factor(tokens, body)).status).toBe(401);
    expect((await post("/api/account/delete", tokens)).status).toBe(401);
    // The password still signs in, and no passkey was added.
    const listed = await api(h.emu, "ListWebAuthnCredentials", { AccessToken: (await h.signIn(user)).accessToken });
    expect(listed.body.Credentials).toEqual([]);
    expect(mailTo(user.username)).toEqual([]);
  });

  it("refuses fresh tokens the server never saw start a session (taken from Cognito, not signed in here)", async () => {
    const user = await freshUser();
    const tokens = await h.signIn(user);
    const res = await factor(tokens, { action: "passkey-options" });
    expect([res.status, errorOf(res).code]).toEqual([401, "ReauthenticationRequired"]);
  });

  it("is not renewed by a refresh, nor by handing a refreshed token to POST /api/auth/session again", async () => {
    const user = await freshUser();
    // h.signInAgo's tokens are already the refreshed ones (the sign-in's expired after 5 minutes).
    const { tokens } = await h.signInAgo(user, 6 * 60);
    await h.storeSession(tokens);
    const res = await factor(tokens, { action: "passkey-options" });
    expect([res.status, errorOf(res).code]).toEqual([401, "ReauthenticationRequired"]);
  });
});

describe("a 6-minute-old sign-in, with the deployment's 5-minute access tokens", () => {
  it("cannot add a passkey by calling Cognito with any token the page holds, nor through the functions", async () => {
    const user = await freshUser();
    const { tokens: page, signInTokens } = await h.signInAgo(user, 6 * 60);
    // The sign-in's own access token has expired (5 minutes).
    const withSignInToken = await api(h.emu, "StartWebAuthnRegistration", { AccessToken: signInTokens.accessToken });
    expect([withSignInToken.status, withSignInToken.body.__type]).toEqual([400, "NotAuthorizedException"]);
    // The page's token after a refresh works for the site's functions, and Cognito refuses it.
    expect((await h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(page) })).status).toBe(200);
    for (const operation of ["StartWebAuthnRegistration", "GetUser"]) {
      const direct = await api(h.emu, operation, { AccessToken: page.accessToken });
      expect([operation, direct.status, direct.body.__type]).toEqual([operation, 400, "NotAuthorizedException"]);
    }
    const viaFunction = await factor(page, { action: "passkey-options" });
    expect([viaFunction.status, errorOf(viaFunction).code]).toEqual([401, "ReauthenticationRequired"]);
    const now = await h.signIn(user);
    const listed = await api(h.emu, "ListWebAuthnCredentials", { AccessToken: now.accessToken });
    expect(listed.body.Credentials).toEqual([]);
  });
});

describe("POST /api/account/factors: changes after a recent sign-in", () => {
  it("adds and removes a passkey, e-mailing the owner each time", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    const options = await factor(tokens, { action: "passkey-options" });
    expect(options.status).toBe(200);
    const { options: creation } = options.body as { options: CreationOptions };
    const credential = new SoftwareAuthenticator().register(creation);
    const added = await factor(tokens, { action: "passkey-register", credential });
    expect([added.status, added.body]).toEqual([200, { notified: true }]);
    expect(subjects(user.username)).toEqual(["A passkey was added to your account - Northwind Consulting"]);

    const unknown = await factor(tokens, { action: "passkey-delete", id: "no-such-passkey" });
    expect([unknown.status, errorOf(unknown).code]).toEqual([404, "NotFound"]);
    const removed = await factor(tokens, { action: "passkey-delete", id: credential.id });
    expect([removed.status, removed.body]).toEqual([200, { notified: true }]);
    expect(subjects(user.username)[0]).toBe("A passkey was removed from your account - Northwind Consulting");
  });

  it("sets up an authenticator app and turns it on, with a field-free message for a wrong code", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    const setup = await factor(tokens, { action: "totp-setup" });
    const { secret } = setup.body as { secret: string };
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const malformed = await factor(tokens, { action: "totp-verify", code: "12ab" });
    expect(malformed.status).toBe(400);
    const right = totpCode(secret, 0, h.emu);
    const wrongCode = right === "000000" ? "111111" : "000000";
    const wrong = await factor(tokens, { action: "totp-verify", code: wrongCode });
    expect([wrong.status, errorOf(wrong).code]).toEqual([400, "CodeMismatch"]);
    const verified = await factor(tokens, { action: "totp-verify", code: right, friendlyName: "Phone" });
    expect([verified.status, verified.body]).toEqual([200, { notified: true }]);
    expect(subjects(user.username)).toEqual(["An authenticator app was set up - Northwind Consulting"]);
    const on = await factor(tokens, {
      action: "mfa-preference",
      preference: { totp: { enabled: true, preferred: true } },
    });
    expect([on.status, on.body]).toEqual([200, { notified: true }]);
    const [mail] = mailTo(user.username);
    expect(mail?.subject).toBe("Your sign-in verification changed - Northwind Consulting");
    expect(mail?.text).toContain("Now: authenticator app");
  });

  it("names the field of a malformed change", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    const res = await factor(tokens, { action: "mfa-preference", preference: { totp: { enabled: "yes" } } });
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toMatch(/preference/);
    expect((await factor(tokens, { action: "steal-the-account" })).status).toBe(400);
  });
});

describe("POST /api/account/cognito: the account page's own-account calls", () => {
  /** One call as amazon-cognito-identity-js sends it, with the account page's endpoint. */
  const cognito = (operation: string, params: Record<string, unknown>, type = "application/x-amz-json-1.1") =>
    h.call("POST", "/api/account/cognito", {
      headers: {
        Origin: h.origin,
        "Content-Type": type,
        "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
      },
      body: JSON.stringify(params),
    });
  const typeOf = (res: Reply) => (res.body as { __type?: string }).__type;

  it("forwards reads and profile changes with the page's renewed (split) token, and nothing else", async () => {
    const user = await freshUser();
    const {
      tokens: { accessToken },
    } = await h.signInAgo(user, 6 * 60);
    const got = await cognito("GetUser", { AccessToken: accessToken });
    expect(got.status).toBe(200);
    expect(got.headers["content-type"]).toMatch(/application\/x-amz-json-1.1/);
    expect((got.body as { Username: string }).Username).toBe(user.username);
    const named = await cognito("UpdateUserAttributes", {
      AccessToken: accessToken,
      UserAttributes: [{ Name: "name", Value: "Ada Lovelace" }],
    });
    expect(named.status).toBe(200);
    // Where codes and account recovery go needs a recent sign-in.
    const moved = await cognito("UpdateUserAttributes", {
      AccessToken: accessToken,
      UserAttributes: [{ Name: "email", Value: "someone.else@example.com" }],
    });
    expect([moved.status, typeOf(moved)]).toEqual([401, "ReauthenticationRequired"]);
    // A remembered device skips MFA at sign-in: marking one needs step-up; forgetting or un-remembering does not.
    const device = { AccessToken: accessToken, DeviceKey: "us-east-1_0000-0000" };
    const remembered = await cognito("UpdateDeviceStatus", { ...device, DeviceRememberedStatus: "remembered" });
    expect([remembered.status, typeOf(remembered)]).toEqual([401, "ReauthenticationRequired"]);
    const notRemembered = await cognito("UpdateDeviceStatus", { ...device, DeviceRememberedStatus: "not_remembered" });
    expect(typeOf(notRemembered)).not.toBe("ReauthenticationRequired");
    for (const operation of ["StartWebAuthnRegistration", "SetUserMFAPreference", "DeleteUser", "ChangePassword"]) {
      const refused = await cognito(operation, { AccessToken: accessToken });
      expect([operation, refused.status, typeOf(refused)]).toEqual([operation, 400, "NotAuthorizedException"]);
    }
    const now = await h.signIn(user);
    const after = await api(h.emu, "GetUser", { AccessToken: now.accessToken });
    const attrs = after.body.UserAttributes as { Name: string; Value: string }[];
    expect(attrs.find((a) => a.Name === "name")?.Value).toBe("Ada Lovelace");
    expect(attrs.find((a) => a.Name === "email")?.Value).toBe(user.username);
  });

  it("refuses a token that is not the site's, an unknown target and another media type", async () => {
    const forged = await cognito("GetUser", { AccessToken: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.c2ln" });
    expect([forged.status, typeOf(forged)]).toEqual([400, "NotAuthorizedException"]);
    const missing = await cognito("GetUser", {});
    expect([missing.status, typeOf(missing)]).toEqual([400, "NotAuthorizedException"]);
    const unknown = await h.call("POST", "/api/account/cognito", {
      headers: { Origin: h.origin, "Content-Type": "application/x-amz-json-1.1", "X-Amz-Target": "Other.GetUser" },
      body: "{}",
    });
    expect([unknown.status, typeOf(unknown)]).toEqual([400, "UnknownOperationException"]);
    expect((await cognito("GetUser", {}, "application/json")).status).toBe(415);
    const crossSite = await h.call("POST", "/api/account/cognito", {
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": "AWSCognitoIdentityProviderService.GetUser",
      },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
  });

  it("changes the e-mail address after a recent sign-in", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    const moved = await cognito("UpdateUserAttributes", {
      AccessToken: tokens.accessToken,
      UserAttributes: [{ Name: "email", Value: `moved.${user.username}` }],
    });
    expect(moved.status).toBe(200);
  });
});

describe("POST /api/account/delete", () => {
  it("erases what the site keeps of the user, deletes the account after a recent sign-in and clears the session cookie", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    // The sign-in left the server's record of it and the browser's device under the user's partitions.
    await sessionFrom(CHROME, tokens);
    const sub = String(JSON.parse(Buffer.from(tokens.idToken.split(".")[1] ?? "", "base64url").toString()).sub);
    const itemsOf = async () => {
      let items = 0;
      for (const pk of userPartitions(sub)) {
        const out = await table.db.send(
          new QueryCommand({
            TableName: table.table,
            KeyConditionExpression: "pk = :pk",
            ExpressionAttributeValues: { ":pk": pk },
          }),
        );
        items += out.Items?.length ?? 0;
      }
      return items;
    };
    expect(await itemsOf()).toBeGreaterThan(0);
    // Another tab's sign-in, verified and remembered (30 s) as a warm instance has it.
    const other = await signedIn(user);
    const whoAmI = () => h.call("GET", "/api/auth/session", { headers: h.sessionHeaders(other) });
    expect((await whoAmI()).status).toBe(200);

    const res = await post("/api/account/delete", tokens);
    expect([res.status, res.body]).toEqual([200, { deleted: true }]);
    expect(res.cookies.find((c) => c.startsWith("nw_session="))).toMatch(/^nw_session=; Path=\/; Max-Age=0/);
    await expect(h.signIn(user)).rejects.toThrow();
    expect(await itemsOf()).toBe(0);
    // Refused at once, not when the other sign-in's cache entry runs out; and nothing of it written again.
    expect((await whoAmI()).status).toBe(401);
    expect(await itemsOf()).toBe(0);
  });
});

describe("a change made straight at Cognito", () => {
  it("is e-mailed at the next refresh, once", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    const cookie = await h.storeSession(tokens);
    const started = await api(h.emu, "StartWebAuthnRegistration", { AccessToken: tokens.accessToken });
    const credential = new SoftwareAuthenticator().register(started.body.CredentialCreationOptions as CreationOptions);
    await api(h.emu, "CompleteWebAuthnRegistration", { AccessToken: tokens.accessToken, Credential: credential });
    expect(mailTo(user.username)).toEqual([]);
    const refresh = () =>
      h.call("POST", "/api/auth/refresh", { headers: { Origin: h.origin, Cookie: `nw_session=${cookie}` } });
    expect((await refresh()).status).toBe(200);
    expect(subjects(user.username)).toEqual(["A passkey was added to your account - Northwind Consulting"]);
    expect((await refresh()).status).toBe(200);
    expect(mailTo(user.username)).toHaveLength(1);
  });

  it("is e-mailed at the next sign-in", async () => {
    const user = await freshUser();
    const tokens = await signedIn(user);
    await h.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: tokens.accessToken,
        EmailMfaSettings: { Enabled: true, PreferredMfa: false },
      }),
    );
    await h.storeSession(await h.signIn(user).catch(() => tokens));
    expect(subjects(user.username)).toEqual(["Your sign-in verification changed - Northwind Consulting"]);
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
