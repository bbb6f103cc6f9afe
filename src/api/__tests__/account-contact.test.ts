/**
 * A change of e-mail address or phone number through POST /api/account/cognito, against the Cognito emulator, an
 * in-memory dynalite table and the real SMTP sink: the old, verified address is told; later security notices keep
 * going to it until Cognito says the new one is verified; a change made straight at Cognito is told at the next
 * refresh. And the proxy forwards only the fields each operation takes: anything else is refused in Cognito's
 * error format before the pool sees the call.
 */
import type { SmtpSink } from "../../../emulators/smtp";
import { api, createConfirmedUser } from "../../../emulators/cognito/testing";
import * as cognitoProxy from "../account/cognito";
import * as password from "../account/password";
import { startMailHarness, type MailHarness } from "./mailHarness";
import { type Harness, type Reply, type Tokens } from "./harness";

jest.setTimeout(90_000);

let h: Harness;
let sink: SmtpSink;
let n = 0;

let harness: MailHarness;

beforeAll(async () => {
  harness = await startMailHarness("account-contact-test", [
    { path: "account/password", module: password },
    { path: "account/cognito", module: cognitoProxy },
  ]);
  ({ h, sink } = harness);
});
afterAll(() => harness.stop());
afterEach(() => expect(h.host.escaped).toEqual([]));

/** A new confirmed user with a verified e-mail, signed in just now (so step-up passes) through the site. */
async function signedInUser(): Promise<{ username: string; password: string; tokens: Tokens; cookie: string }> {
  n += 1;
  const user = { username: `contact.${n}.${Date.now()}@example.com`, password: `Contact-Pass-${n}!` };
  await createConfirmedUser(h.emu, user.username, user.password);
  const tokens = await h.signIn(user);
  return { ...user, tokens, cookie: await h.storeSession(tokens) };
}

/** One call as amazon-cognito-identity-js sends it to the account page's endpoint. */
const cognito = (operation: string, params: unknown) =>
  h.call("POST", "/api/account/cognito", {
    headers: {
      Origin: h.origin,
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(params),
  });
const typeOf = (res: Reply) => (res.body as { __type?: string }).__type;
const subjects = (address: string) => sink.messages({ to: address }).map((m) => m.subject);
const changePassword = (tokens: Tokens, previousPassword: string, proposedPassword: string) =>
  h.call("POST", "/api/account/password", {
    headers: { Origin: h.origin, ...h.sessionHeaders(tokens) },
    body: { previousPassword, proposedPassword },
  });

/** The code Cognito sent to `address` to verify it (the emulator's outbox, newest first). */
async function verificationCode(address: string): Promise<string> {
  const outbox = (await (await fetch(`${h.emu.url}/_dev/outbox?to=${encodeURIComponent(address)}`)).json()) as {
    kind: string;
    code?: string;
  }[];
  const code = outbox.find((m) => m.kind === "VERIFY_ATTRIBUTE")?.code;
  if (!code) throw new Error(`no verification code for ${address}`);
  return code;
}

describe("a change of e-mail address through the account page", () => {
  it("is e-mailed to the old, verified address; notices go there until the new one is verified", async () => {
    const user = await signedInUser();
    const moved = `moved.${user.username}`;
    const res = await cognito("UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "email", Value: moved }],
    });
    expect(res.status).toBe(200);
    expect(subjects(user.username)).toEqual(["Your e-mail address was changed - Northwind Consulting"]);
    const [notice] = sink.messages({ to: user.username });
    expect(notice?.text).toMatch(/Now: m\*\*\*@example\.com \(not confirmed yet\)/);
    expect(notice?.text).toContain("If it was not you, change your password now");
    // The new address, not verified yet, gets nothing from us.
    expect(subjects(moved)).toEqual([]);

    const first = await changePassword(user.tokens, user.password, "Changed-Pass-1!");
    expect([first.status, first.body]).toEqual([200, { notified: true }]);
    expect(subjects(user.username)[0]).toBe("Your password was changed - Northwind Consulting");
    expect(subjects(moved)).toEqual([]);

    // Verified (with the code Cognito sent to it), the new address is where notices go.
    const verified = await cognito("VerifyUserAttribute", {
      AccessToken: user.tokens.accessToken,
      AttributeName: "email",
      Code: await verificationCode(moved),
    });
    expect(verified.status).toBe(200);
    const second = await changePassword(user.tokens, "Changed-Pass-1!", "Changed-Pass-2!");
    expect([second.status, second.body]).toEqual([200, { notified: true }]);
    expect(subjects(moved)).toEqual(["Your password was changed - Northwind Consulting"]);
    expect(subjects(user.username)).toHaveLength(2);
  });

  it("of the phone number is e-mailed to the verified address, naming only the number's last digits", async () => {
    const user = await signedInUser();
    const res = await cognito("UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "phone_number", Value: "+15555550177" }],
    });
    expect(res.status).toBe(200);
    const [notice] = sink.messages({ to: user.username });
    expect(notice?.subject).toBe("Your phone number was changed - Northwind Consulting");
    expect(notice?.text).toContain("Now: a number ending in 0177");
  });

  it("made straight at Cognito is e-mailed to the old address at the next refresh, once", async () => {
    const user = await signedInUser();
    await api(h.emu, "UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "email", Value: `elsewhere.${user.username}` }],
    });
    expect(subjects(user.username)).toEqual([]);
    const refresh = () =>
      h.call("POST", "/api/auth/refresh", { headers: { Origin: h.origin, Cookie: `nw_session=${user.cookie}` } });
    expect((await refresh()).status).toBe(200);
    expect(subjects(user.username)).toEqual(["Your e-mail address was changed - Northwind Consulting"]);
    expect((await refresh()).status).toBe(200);
    expect(subjects(user.username)).toHaveLength(1);
  });
});

describe("POST /api/account/cognito forwards only the fields each operation takes", () => {
  it("refuses an unknown field, a wrong type or a body not an object, before the pool sees the call", async () => {
    const user = await signedInUser();
    const seen = () => h.emu.operations.filter((op) => op === "UpdateUserAttributes").length;
    const before = seen();
    const extra = await cognito("UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "name", Value: "Ada" }],
      Username: "someone.else@example.com",
    });
    expect([extra.status, typeOf(extra), extra.headers["x-amzn-errortype"]]).toEqual([
      400,
      "InvalidParameterException",
      "InvalidParameterException",
    ]);
    expect((extra.body as { message: string }).message).toBe('UpdateUserAttributes does not take "Username".');
    const wrongType = await cognito("UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "name", Value: 42 }],
    });
    expect([wrongType.status, typeOf(wrongType)]).toEqual([400, "SerializationException"]);
    const notObject = await cognito("UpdateUserAttributes", [user.tokens.accessToken]);
    expect([notObject.status, typeOf(notObject)]).toEqual([400, "SerializationException"]);
    expect(seen()).toBe(before);
    const got = await cognito("GetUser", { AccessToken: user.tokens.accessToken });
    const attrs = (got.body as { UserAttributes: { Name: string }[] }).UserAttributes;
    expect(attrs.map((a) => a.Name)).not.toContain("name");
  });

  it("still forwards what the account page sends", async () => {
    const user = await signedInUser();
    const named = await cognito("UpdateUserAttributes", {
      AccessToken: user.tokens.accessToken,
      UserAttributes: [{ Name: "name", Value: "Ada Lovelace" }],
    });
    expect(named.status).toBe(200);
    const devices = await cognito("ListDevices", { AccessToken: user.tokens.accessToken, Limit: 60 });
    expect([devices.status, Array.isArray((devices.body as { Devices?: unknown }).Devices)]).toEqual([200, true]);
  });
});
