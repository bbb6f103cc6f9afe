/**
 * The user console's functions (src/api/users/*) against the Cognito emulator (its admin operations, signed with
 * the configured credentials) and an in-memory dynalite table: the super-admin gate, step-up, field messages,
 * self-protection, the effect of each action on the pool, and the audit trail.
 */
import {
  GetUserCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { createConfirmedUser } from "../../../emulators/cognito/testing";
import { startTestTable, type TestTable } from "../../../server/db/testing/dynalite";
import { resetUsersServices } from "../../../server/users/services";
import type { MountedFunction } from "../../../server/testing/function-host";
import type { AuditEntry, ConsoleUser, UserList } from "../../../core/portal/users";
import * as action from "../users/action";
import * as audit from "../users/audit";
import * as invite from "../users/invite";
import * as list from "../users/list";
import { ADMIN, startHarness, SUPER, type Harness, type Reply, type Tokens } from "./harness";

jest.setTimeout(90_000);

const USER_FUNCTIONS: MountedFunction[] = [
  { path: "users/list", module: list },
  { path: "users/invite", module: invite },
  { path: "users/action", module: action },
  { path: "users/audit", module: audit },
];

let h: Harness;
let table: TestTable;
let superT: Tokens;
let adminT: Tokens;

beforeAll(async () => {
  table = await startTestTable();
  Object.assign(process.env, {
    SITE_DYNAMODB_ENDPOINT: table.endpoint,
    SITE_TABLE: table.table,
    COGNITO_ADMIN_ACCESS_KEY_ID: "AKIDLOCALEMULATOR",
    COGNITO_ADMIN_SECRET_ACCESS_KEY: "local-emulator-dummy-secret",
  });
  resetUsersServices();
  h = await startHarness({ functions: USER_FUNCTIONS });
  superT = await signedIn(SUPER);
  adminT = await h.signIn(ADMIN);
});
afterAll(async () => {
  await h.stop();
  await table.stop();
  resetUsersServices();
});
afterEach(() => expect(h.host.escaped).toEqual([]));

const get = (path: string, tokens?: Tokens) => h.call("GET", path, { headers: tokens ? h.sessionHeaders(tokens) : {} });
const post = (path: string, body: unknown, tokens?: Tokens, origin: string | null = h.origin) =>
  h.call("POST", path, {
    headers: { ...(tokens ? h.sessionHeaders(tokens) : {}), ...(origin ? { Origin: origin } : {}) },
    body,
  });
const act = (username: string, what: string, tokens: Tokens = superT) =>
  post("/api/users/action", { username, action: what }, tokens);
const errorOf = (res: Reply) => (res.body as { error: { code: string; message: string; details?: unknown } }).error;

const signInAgo = async (user: { username: string; password: string }, seconds: number) =>
  (await h.signInAgo(user, seconds)).tokens;
async function signedIn(user: { username: string; password: string }): Promise<Tokens> {
  const tokens = await h.signIn(user);
  await h.storeSession(tokens);
  return tokens;
}

/** The invitation's first sign-in: the temporary password from the outbox, then a new password. */
async function completeInvitation(email: string, password: string): Promise<Tokens> {
  const temporary = h.emu.outbox(email).find((m) => m.kind === "ADMIN_CREATE_USER")?.code;
  expect(temporary).toBeTruthy();
  const started = await h.client.send(
    new InitiateAuthCommand({
      AuthFlow: "USER_AUTH",
      ClientId: h.emu.clientId,
      AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: email, PASSWORD: temporary as string },
    }),
  );
  expect(started.ChallengeName).toBe("NEW_PASSWORD_REQUIRED");
  const done = await h.client.send(
    new RespondToAuthChallengeCommand({
      ClientId: h.emu.clientId,
      ChallengeName: "NEW_PASSWORD_REQUIRED",
      Session: started.Session,
      ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
    }),
  );
  const r = done.AuthenticationResult;
  if (!r?.IdToken || !r.AccessToken || !r.RefreshToken) throw new Error("no tokens after the new password");
  return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
}

describe("every console endpoint", () => {
  const calls = (tokens?: Tokens) => [
    () => get("/api/users/list", tokens),
    () => get("/api/users/audit", tokens),
    () => get("/api/users/audit?format=csv", tokens),
    () => post("/api/users/invite", { email: "someone@example.com" }, tokens),
    () => post("/api/users/action", { username: "admin@example.com", action: "disable" }, tokens),
  ];

  it("answers 401 signed out, even with a bad body", async () => {
    for (const call of calls()) {
      const res = await call();
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe("SignInRequired");
    }
    expect((await post("/api/users/invite", { nonsense: 1 })).status).toBe(401);
  });

  it("answers 403 to an admin outside Admins, and changes nothing", async () => {
    for (const call of calls(adminT)) {
      const res = await call();
      expect(res.status).toBe(403);
      expect(errorOf(res)).toEqual({
        code: "Forbidden",
        message: "The user console is for super admins (the Admins group).",
      });
    }
    const users = (await get("/api/users/list", superT)).body as UserList;
    expect(users.users.find((u) => u.username === "admin@example.com")?.enabled).toBe(true);
    expect(users.users.some((u) => u.username === "someone@example.com")).toBe(false);
  });

  it("refuses mutating calls from another origin", async () => {
    const res = await post("/api/users/invite", { email: "x@example.com" }, superT, "https://evil.example");
    expect(res.status).toBe(403);
    expect(errorOf(res).code).toBe("OriginRefused");
  });
});

describe("GET /api/users/list", () => {
  it("lists the pool's users with status, enabled, groups and MFA", async () => {
    const res = await get("/api/users/list", superT);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { users, truncated } = res.body as UserList;
    expect(truncated).toBe(false);
    const by = (name: string) => users.find((u) => u.username === name) as ConsoleUser;
    expect(by("super.admin@example.com")).toMatchObject({
      email: "super.admin@example.com",
      status: "CONFIRMED",
      enabled: true,
      groups: ["Admins"],
      mfa: [],
    });
    expect(by("totp.admin@example.com").mfa).toEqual(["TOTP"]);
    expect(by("new.admin@example.com").status).toBe("FORCE_CHANGE_PASSWORD");
    expect(by("unconfirmed@example.com").status).toBe("UNCONFIRMED");
    expect(users.map((u) => u.username)).toEqual([...users.map((u) => u.username)].sort());
  });

  it("shows the last sign-in recorded when a sign-in is handed to POST /api/auth/session", async () => {
    const before = ((await get("/api/users/list", superT)).body as UserList).users;
    expect(before.find((u) => u.username === "admin@example.com")?.lastSignIn).toBeNull();
    const fresh = await h.signIn(ADMIN);
    await h.storeSession(fresh);
    const after = ((await get("/api/users/list", superT)).body as UserList).users;
    const at = after.find((u) => u.username === "admin@example.com")?.lastSignIn;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(Math.abs(Date.parse(at as string) - Date.now())).toBeLessThan(60_000);
  });
});

describe("invite, first sign-in, disable, enable, grant Admins", () => {
  const email = "invited.person@example.com";
  let invitedT: Tokens;

  it("400 with a field message for a bad address", async () => {
    const res = await post("/api/users/invite", { email: "not an address" }, superT);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toEqual({
      code: "InvalidRequest",
      message: "Enter an e-mail address like name@example.com.",
      details: { fields: { email: "Enter an e-mail address like name@example.com." } },
    });
    expect(errorOf(await post("/api/users/invite", {}, superT)).details).toEqual({
      fields: { email: "Enter the e-mail address of the person to invite." },
    });
  });

  it("invites: the pool mails a temporary password; the first sign-in sets a new one", async () => {
    const res = await post("/api/users/invite", { email: "Invited.Person@example.com" }, superT);
    expect(res.status).toBe(201);
    const { user, entry } = res.body as { user: ConsoleUser; entry: AuditEntry };
    expect(user).toMatchObject({ username: email, email, status: "FORCE_CHANGE_PASSWORD", enabled: true, groups: [] });
    expect(entry).toMatchObject({ actor: SUPER.username, action: "invite", target: email });
    invitedT = await completeInvitation(email, "Chosen-Pass-42");
    // The session is alive at the pool. (Not asked through our functions here: a warm instance remembers a verified
    // session for up to 30 s, server/auth/revocation.ts, so the disable below would only be seen after that.)
    await expect(h.client.send(new GetUserCommand({ AccessToken: invitedT.accessToken }))).resolves.toMatchObject({
      Username: email,
    });
    const again = await post("/api/users/invite", { email }, superT);
    expect(again.status).toBe(409);
    expect(errorOf(again).code).toBe("UserExists");
  });

  it("disables: the user's open session is refused at the next call, and sign-in fails", async () => {
    const res = await act(email, "disable");
    expect(res.status).toBe(200);
    expect((res.body as { user: ConsoleUser }).user.enabled).toBe(false);
    const refused = await get("/api/auth/session", invitedT);
    expect(refused.status).toBe(401);
    expect(errorOf(refused).code).toBe("InvalidToken");
    await expect(h.signIn({ username: email, password: "Chosen-Pass-42" })).rejects.toMatchObject({
      name: "NotAuthorizedException",
      message: "User is disabled.",
    });
    expect(errorOf(await act(email, "disable")).code).toBe("NothingToChange");
  });

  it("enables again: the user can sign in", async () => {
    const res = await act(email, "enable");
    expect(res.status).toBe(200);
    expect((res.body as { user: ConsoleUser }).user.enabled).toBe(true);
    invitedT = await h.signIn({ username: email, password: "Chosen-Pass-42" });
    expect((await get("/api/users/list", invitedT)).status).toBe(403);
  });

  it("grants Admins: the user's next sign-in may use the console; removing takes it away at once, everywhere", async () => {
    const res = await act(email, "addAdmin");
    expect((res.body as { user: ConsoleUser }).user.groups).toEqual(["Admins"]);
    const asAdmin = await h.signIn({ username: email, password: "Chosen-Pass-42" });
    expect((await get("/api/users/list", asAdmin)).status).toBe(200);
    // Remembered by the functions, as a warm instance has it, before the removal.
    expect((await get("/api/admin/developer", asAdmin)).status).not.toBe(401);
    expect((await act(email, "removeAdmin")).status).toBe(200);
    // Every function refuses the tokens issued before the removal (they still say Admins), at once: not only the
    // console, which asks the pool on every call, but the admin and calendar functions, which read the token.
    for (const path of ["/api/users/list", "/api/admin/developer", "/api/auth/session"]) {
      const stale = await get(path, asAdmin);
      expect([path, stale.status, errorOf(stale).code]).toEqual([path, 401, "InvalidSession"]);
    }
    expect((await act(email, "addAdmin")).status).toBe(200);
    // A sign-in after the change carries the groups as they are now. Tokens date to the second, so one issued in
    // the second of the removal is refused too: the sign-in waits for the clock's next second.
    const cutSecond = Math.floor(Date.now() / 1000);
    while (Math.floor(Date.now() / 1000) <= cutSecond) await new Promise((resolve) => setImmediate(resolve));
    const again = await h.signIn({ username: email, password: "Chosen-Pass-42" });
    expect((await get("/api/users/list", again)).status).toBe(200);
  });

  it("resets MFA of a user with an authenticator app", async () => {
    const res = await act("totp.admin@example.com", "resetMfa");
    expect(res.status).toBe(200);
    expect((res.body as { user: ConsoleUser }).user.mfa).toEqual([]);
    expect(errorOf(await act("totp.admin@example.com", "resetMfa")).code).toBe("NothingToChange");
  });

  const emailMfaUser = { username: "email.mfa.user@example.com", password: "Email-Mfa-Pass-1" };

  it("shows e-mail codes as MFA and resets them too", async () => {
    await createConfirmedUser(h.emu, emailMfaUser.username, emailMfaUser.password);
    const tokens = await h.signIn(emailMfaUser);
    await h.client.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: tokens.accessToken,
        EmailMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const listed = (await get("/api/users/list", superT)).body as UserList;
    expect(listed.users.find((u) => u.username === emailMfaUser.username)?.mfa).toEqual(["EMAIL"]);
    const res = await act(emailMfaUser.username, "resetMfa");
    expect(res.status).toBe(200);
    expect((res.body as { user: ConsoleUser }).user.mfa).toEqual([]);
    // Signing in asks for no code any more.
    await expect(h.signIn(emailMfaUser)).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it("lists each action in the audit trail, newest first, and exports it as CSV", async () => {
    const res = await get("/api/users/audit", superT);
    expect(res.status).toBe(200);
    const entries = (res.body as { entries: AuditEntry[] }).entries;
    expect(entries.map((e) => [e.actor, e.action, e.target])).toEqual([
      [SUPER.username, "resetMfa", emailMfaUser.username],
      [SUPER.username, "resetMfa", "totp.admin@example.com"],
      [SUPER.username, "addAdmin", email],
      [SUPER.username, "removeAdmin", email],
      [SUPER.username, "addAdmin", email],
      [SUPER.username, "enable", email],
      [SUPER.username, "disable", email],
      [SUPER.username, "invite", email],
    ]);
    for (const e of entries) expect(Math.abs(Date.parse(e.at) - Date.now())).toBeLessThan(120_000);
    const csv = await get("/api/users/audit?format=csv", superT);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toBe('attachment; filename="user-console-audit.csv"');
    expect(csv.headers["cache-control"]).toBe("no-store");
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("time (UTC),super admin,action,user");
    expect(lines).toHaveLength(entries.length + 1);
    expect(lines[lines.length - 1]).toMatch(/,super\.admin@example\.com,Invited,invited\.person@example\.com$/);
    expect(errorOf(await get("/api/users/audit?format=xml", superT)).details).toEqual({
      fields: { format: 'The format must be "json" or "csv".' },
    });
  });
});

describe("self-protection, step-up and bad input", () => {
  it("a super admin cannot disable themselves or leave Admins (409), and nothing changes", async () => {
    for (const what of ["disable", "removeAdmin"]) {
      const res = await act(SUPER.username, what);
      expect(res.status).toBe(409);
      expect(errorOf(res).code).toBe("SelfProtection");
    }
    const me = ((await get("/api/users/list", superT)).body as UserList).users.find(
      (u) => u.username === SUPER.username,
    );
    expect(me).toMatchObject({ enabled: true, groups: ["Admins"] });
  });

  it("actions need a sign-in within 5 minutes: 401 ReauthenticationRequired; reading still works", async () => {
    const old = await signInAgo(SUPER, 6 * 60);
    for (const res of [
      await post("/api/users/invite", { email: "late@example.com" }, old),
      await act("admin@example.com", "disable", old),
    ]) {
      expect(res.status).toBe(401);
      expect(errorOf(res)).toEqual({
        code: "ReauthenticationRequired",
        message: "This action needs a sign-in within the last 5 minutes. Sign in again, then repeat it.",
      });
      expect(res.headers["www-authenticate"]).toMatch(/insufficient_user_authentication/);
    }
    expect((await get("/api/users/list", old)).status).toBe(200);
    // Fresh tokens the site never saw start a session (taken from Cognito directly) do not pass step-up either.
    const unseen = await h.signIn(SUPER);
    expect([
      (await act("admin@example.com", "disable", unseen)).status,
      (await get("/api/users/list", unseen)).status,
    ]).toEqual([401, 200]);
    const recent = await signInAgo(SUPER, 4 * 60);
    expect((await act("admin@example.com", "resetMfa", recent)).status).toBe(409); // past step-up: no MFA to reset
  });

  it("400 names the fields; 404 for an unknown user", async () => {
    const bad = await post("/api/users/action", { username: "", action: "delete", extra: true }, superT);
    expect(bad.status).toBe(400);
    expect(errorOf(bad).details).toEqual({
      fields: {
        extra: "Unknown field.",
        username: "Name the user to act on.",
        action: "The action must be one of: disable, enable, addAdmin, removeAdmin, resetMfa.",
      },
    });
    const missing = await act("ghost@example.com", "disable");
    expect(missing.status).toBe(404);
  });
});
