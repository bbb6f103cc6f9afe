/**
 * The bad-request corpus: every request an attacker or a broken client could send to the auth, admin and calendar
 * functions, each refused with the right status and code in the one error format, with no-store, nothing that
 * says why a credential failed, and no error escaping a function (the process keeps serving). The calendar's
 * refusals also name the field or parameter at fault.
 */
import { randomBytes } from "crypto";
import { createConfirmedUser } from "../../../emulators/cognito/testing";
import { sealRefreshCookie } from "../../../server/auth/refresh-cookie";
import { startCalendarHarness, type CalendarHarness } from "./calendar-harness";
import { ADMIN, forge, nowSeconds, resigned, SUPER, type Harness, type Reply, type Tokens } from "./harness";

// The calendar functions run with fake providers and rules (see calendar-fakes.ts).
jest.mock("../../../server/calendar/services", () => ({
  calendarServices: () => require("./calendar-fakes").testCalendarServices(),
  calendarServicesAt: (offsetMs: number) => require("./calendar-fakes").testCalendarServicesAt(offsetMs),
}));

jest.setTimeout(120_000);

let c: CalendarHarness;
let h: Harness;
const t: Record<string, Tokens> = {};
const cookies: Record<string, string> = {};

let logged: jest.SpyInstance;
beforeAll(async () => {
  // The only expected server log line is the one for the mixed-up cookie (asserted at the end).
  logged = jest.spyOn(console, "error").mockImplementation(() => undefined);
  c = await startCalendarHarness();
  h = c.h;
  t.super = await h.signIn(SUPER);
  t.admin = await h.signIn(ADMIN);
  t.admin2 = await h.signIn(ADMIN);
  // GlobalSignOut ends every sign-in of a user: use one of its own.
  await createConfirmedUser(h.emu, "signed.out@example.com", "Signed-0ut!pass");
  t.global = await h.signIn({ username: "signed.out@example.com", password: "Signed-0ut!pass" });
  await h.globalSignOut(t.global.accessToken);
  t.revoked = await h.signIn(ADMIN);
  await h.revokeAtCognito(t.revoked.refreshToken);

  // A cookie replayed after sign-out through our own revoke endpoint.
  const replay = await h.signIn(ADMIN);
  cookies.replayed = await h.storeSession(replay);
  const out = await h.call("POST", "/api/auth/revoke", {
    headers: { Origin: h.origin, Cookie: `nw_session=${cookies.replayed}` },
  });
  if (out.status !== 200) throw new Error(`revoke: ${out.status}`);

  // Stored with the admin's tokens but the super admin's refresh token.
  cookies.otherUser = await h.storeSession({ ...t.admin, refreshToken: (await h.signIn(SUPER)).refreshToken });

  const base = {
    v: 1 as const,
    rt: t.admin.refreshToken,
    sub: "0b5e6f3a-1c2d-4e5f-8a9b-000000000002",
    usr: ADMIN.username,
  };
  cookies.otherClient = sealRefreshCookie(h.cookieKey, {
    ...base,
    cid: "anotherclient0000000000001",
    iat: nowSeconds(),
  });
  cookies.tooOld = sealRefreshCookie(h.cookieKey, { ...base, cid: h.emu.clientId, iat: nowSeconds() - 31 * 86400 });
  cookies.otherKey = sealRefreshCookie(randomBytes(32), { ...base, cid: h.emu.clientId, iat: nowSeconds() });
  const good = await h.storeSession(await h.signIn(ADMIN));
  cookies.tampered = `${good.slice(0, 40)}${good[40] === "A" ? "B" : "A"}${good.slice(41)}`;
});
afterAll(async () => {
  await c.stop();
  logged.mockRestore();
});

const bearer = (id: string, access: string) => ({ Authorization: `Bearer ${id}`, "X-Access-Token": access });
const session = (headers: Record<string, string>) => h.call("GET", "/api/auth/session", { headers });
/** A genuine admin access token with a forged id token. */
const withId = async (id: Promise<string> | string) => session(bearer(await id, t.admin!.accessToken));
const postSession = (headers: Record<string, string>, body: unknown, extra: { chunked?: boolean } = {}) =>
  h.call("POST", "/api/auth/session", { headers, body, ...extra });
const site = () => ({ Origin: h.origin });
const refresh = (cookie?: string, headers: Record<string, string> = site(), body?: unknown) =>
  h.call("POST", "/api/auth/refresh", {
    headers: { ...headers, ...(cookie ? { Cookie: `nw_session=${cookie}` } : {}) },
    ...(body !== undefined ? { body } : {}),
  });
const admin = (area: string, headers: Record<string, string>, method = "GET") =>
  h.call(method, `/api/admin/${area}`, { headers });
const idClaims = () => t.admin!.idToken;
const sessionBody = () => ({ ...t.admin });

type Case = [name: string, status: number, code: string, send: () => Promise<Reply>];

const CASES: Case[] = [
  // GET /api/auth/session: who is asking
  ["no token", 401, "SignInRequired", () => session({})],
  [
    "an id token without its access token",
    401,
    "SignInRequired",
    () => session({ Authorization: `Bearer ${idClaims()}` }),
  ],
  [
    "another auth scheme",
    401,
    "SignInRequired",
    () => session({ Authorization: `Basic ${idClaims()}`, "X-Access-Token": t.admin!.accessToken }),
  ],
  ["a malformed token", 401, "InvalidToken", () => withId("not-a-jwt")],
  ["a JWT-shaped token of garbage", 401, "InvalidToken", () => withId("aaaa.bbbb.cccc")],
  ["an oversized token", 401, "InvalidToken", () => withId(`${idClaims()}${"A".repeat(10_000)}`)],
  ["alg: none", 401, "InvalidToken", async () => withId(forge.unsigned(decode(idClaims())))],
  [
    "HS256 signed with the pool's public key",
    401,
    "InvalidToken",
    () => withId(forge.hs256WithPublicKey(decode(idClaims()))),
  ],
  [
    "a wrong signature",
    401,
    "InvalidToken",
    () => withId(`${idClaims().split(".").slice(0, 2).join(".")}.${t.super!.idToken.split(".")[2]}`),
  ],
  ["a foreign key with the pool's kid", 401, "InvalidToken", () => withId(forge.withForeignKey(decode(idClaims())))],
  ["an unknown kid", 401, "InvalidToken", () => withId(forge.withPoolKey(decode(idClaims()), { kid: "rotated-away" }))],
  [
    "a wrong issuer",
    401,
    "InvalidToken",
    () => withId(resigned(idClaims(), (p) => (p.iss = "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_Other1"))),
  ],
  [
    "another client's audience",
    401,
    "InvalidToken",
    () => withId(resigned(idClaims(), (p) => (p.aud = "anotherclient0000000000001"))),
  ],
  [
    "an access token where the id token belongs",
    401,
    "InvalidToken",
    () => session(bearer(t.admin!.accessToken, t.admin!.accessToken)),
  ],
  [
    "an id token where the access token belongs",
    401,
    "InvalidToken",
    () => session(bearer(t.admin!.idToken, t.admin!.idToken)),
  ],
  [
    "an expired token",
    401,
    "InvalidToken",
    () => withId(resigned(idClaims(), (p) => ((p.exp = nowSeconds() - 60), (p.iat = nowSeconds() - 3660)))),
  ],
  [
    "a token not yet valid (nbf)",
    401,
    "InvalidToken",
    () => withId(resigned(idClaims(), (p) => (p.nbf = nowSeconds() + 3600))),
  ],
  [
    "a token issued in the future",
    401,
    "InvalidToken",
    () => withId(resigned(idClaims(), (p) => (p.iat = nowSeconds() + 3600))),
  ],
  ["a token without exp", 401, "InvalidToken", () => withId(resigned(idClaims(), (p) => delete p.exp))],
  [
    "a tampered groups claim",
    401,
    "InvalidToken",
    async () => withId(forge.tampered(idClaims(), (p) => (p["cognito:groups"] = ["Admins"]))),
  ],
  [
    "a session revoked by GlobalSignOut",
    401,
    "InvalidToken",
    () => session(bearer(t.global!.idToken, t.global!.accessToken)),
  ],
  [
    "a session revoked by RevokeToken",
    401,
    "InvalidToken",
    () => session(bearer(t.revoked!.idToken, t.revoked!.accessToken)),
  ],
  [
    "id and access tokens of two users",
    401,
    "InvalidToken",
    () => session(bearer(t.admin!.idToken, t.super!.accessToken)),
  ],
  [
    "id and access tokens of two sign-ins",
    401,
    "InvalidToken",
    () => session(bearer(t.admin!.idToken, t.admin2!.accessToken)),
  ],
  [
    "PUT on /api/auth/session",
    405,
    "MethodNotAllowed",
    () => h.call("PUT", "/api/auth/session", { headers: site(), body: {} }),
  ],
  ["DELETE on /api/auth/session", 405, "MethodNotAllowed", () => h.call("DELETE", "/api/auth/session")],
  [
    "OPTIONS on /api/auth/session",
    405,
    "MethodNotAllowed",
    () => h.call("OPTIONS", "/api/auth/session", { headers: { Origin: "https://evil.example" } }),
  ],

  // POST /api/auth/session: handing over the refresh token
  ["POST session without Origin", 403, "OriginRefused", () => postSession({}, sessionBody())],
  [
    "POST session from a foreign Origin",
    403,
    "OriginRefused",
    () => postSession({ Origin: "https://evil.example" }, sessionBody()),
  ],
  ["POST session from Origin null", 403, "OriginRefused", () => postSession({ Origin: "null" }, sessionBody())],
  [
    "POST session from a look-alike Origin",
    403,
    "OriginRefused",
    () => postSession({ Origin: "https://www.northwind-consulting.example.evil.example" }, sessionBody()),
  ],
  [
    "POST session as text/plain",
    415,
    "UnsupportedMediaType",
    () => postSession({ ...site(), "Content-Type": "text/plain" }, JSON.stringify(sessionBody())),
  ],
  [
    "POST session as a form",
    415,
    "UnsupportedMediaType",
    () =>
      postSession(
        { ...site(), "Content-Type": "application/x-www-form-urlencoded" },
        "idToken=a&accessToken=b&refreshToken=c",
      ),
  ],
  [
    "POST session without a Content-Type",
    415,
    "UnsupportedMediaType",
    () => postSession({ ...site(), "Content-Type": "" }, JSON.stringify(sessionBody())),
  ],
  [
    "an oversized body",
    413,
    "PayloadTooLarge",
    () => postSession(site(), { ...sessionBody(), pad: "x".repeat(20_000) }),
  ],
  ["an unknown field", 400, "InvalidRequest", () => postSession(site(), { ...sessionBody(), admin: true })],
  [
    "a missing field",
    400,
    "InvalidRequest",
    () => postSession(site(), { idToken: t.admin!.idToken, accessToken: t.admin!.accessToken }),
  ],
  [
    "a field of the wrong type",
    400,
    "InvalidRequest",
    () => postSession(site(), { ...sessionBody(), refreshToken: 42 }),
  ],
  ["an empty field", 400, "InvalidRequest", () => postSession(site(), { ...sessionBody(), refreshToken: "" })],
  [
    "invalid JSON",
    400,
    "InvalidRequest",
    () => postSession({ ...site(), "Content-Type": "application/json" }, '{"idToken":'),
  ],
  ["a JSON array", 400, "InvalidRequest", () => postSession(site(), [t.admin!.idToken])],
  [
    "a forged id token in the body",
    401,
    "InvalidToken",
    () => postSession(site(), { ...sessionBody(), idToken: forge.unsigned(decode(idClaims())) }),
  ],
  [
    "an access token as the body's id token",
    401,
    "InvalidToken",
    () => postSession(site(), { ...sessionBody(), idToken: t.admin!.accessToken }),
  ],
  ["a revoked sign-in handed over", 401, "InvalidToken", () => postSession(site(), t.revoked!)],

  // POST /api/auth/refresh: the cookie
  ["GET on /api/auth/refresh", 405, "MethodNotAllowed", () => h.call("GET", "/api/auth/refresh")],
  ["refresh without Origin", 403, "OriginRefused", () => refresh(cookies.tampered, {})],
  [
    "refresh from a foreign Origin",
    403,
    "OriginRefused",
    () => refresh(cookies.tampered, { Origin: "http://evil.localhost:1" }),
  ],
  ["refresh without a cookie", 401, "InvalidSession", () => refresh()],
  ["a forged cookie", 401, "InvalidSession", () => refresh(randomBytes(300).toString("base64url"))],
  ["a tampered cookie", 401, "InvalidSession", () => refresh(cookies.tampered)],
  ["a cookie sealed with another key", 401, "InvalidSession", () => refresh(cookies.otherKey)],
  ["a cookie of another app client", 401, "InvalidSession", () => refresh(cookies.otherClient)],
  ["a cookie older than a refresh token lives", 401, "InvalidSession", () => refresh(cookies.tooOld)],
  ["a refresh cookie replayed after sign-out", 401, "InvalidSession", () => refresh(cookies.replayed)],
  ["a cookie holding another user's refresh token", 401, "InvalidSession", () => refresh(cookies.otherUser)],
  ["a body on refresh", 400, "InvalidRequest", () => refresh(cookies.tampered, site(), { refreshToken: "x" })],

  // POST /api/auth/revoke
  ["GET on /api/auth/revoke", 405, "MethodNotAllowed", () => h.call("GET", "/api/auth/revoke")],
  ["revoke without Origin", 403, "OriginRefused", () => h.call("POST", "/api/auth/revoke")],
  [
    "revoke from a foreign Origin",
    403,
    "OriginRefused",
    () => h.call("POST", "/api/auth/revoke", { headers: { Origin: "https://evil.example" } }),
  ],
  [
    "revoke with a text body",
    415,
    "UnsupportedMediaType",
    () => h.call("POST", "/api/auth/revoke", { headers: { ...site(), "Content-Type": "text/plain" }, body: "all" }),
  ],

  // GET /api/admin/<area>
  ["an admin area signed out", 401, "SignInRequired", () => admin("expenses", {})],
  [
    "an admin area with a forged token",
    401,
    "InvalidToken",
    async () =>
      admin(
        "developer",
        bearer(forge.unsigned({ ...decode(idClaims()), "cognito:groups": ["Admins"] }), t.admin!.accessToken),
      ),
  ],
  [
    "a super-admin area with a tampered groups claim",
    401,
    "InvalidToken",
    async () =>
      admin(
        "developer",
        bearer(
          forge.tampered(idClaims(), (p) => (p["cognito:groups"] = ["Admins"])),
          t.admin!.accessToken,
        ),
      ),
  ],
  [
    "a super-admin area as an admin outside Admins",
    403,
    "Forbidden",
    () => admin("developer", bearer(t.admin!.idToken, t.admin!.accessToken)),
  ],
  ["an unknown admin area", 404, "NotFound", () => admin("payroll", bearer(t.admin!.idToken, t.admin!.accessToken))],
  [
    "a path-traversal area",
    404,
    "NotFound",
    () => admin("..%2Fauth%2Fsession", bearer(t.admin!.idToken, t.admin!.accessToken)),
  ],
  [
    "POST on an admin area",
    405,
    "MethodNotAllowed",
    () => admin("crm", bearer(t.super!.idToken, t.super!.accessToken), "POST"),
  ],
];

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
}

/** Words that would tell an attacker which check failed. */
const TELLTALE = /signature|expired|issuer|audience|kid|alg|jwks|token_use|revoked|origin_jti|stack|Error:/i;

// ---- The calendar functions (src/api/calendar/*) ----

type CalendarCase = [name: string, status: number, code: string, names: RegExp, send: () => Promise<Reply>];

const signedIn = () => h.sessionHeaders(t.admin!);
/** A calendar call with the admin's session; mutating ones from the site unless `origin` says otherwise. */
const calendar = (
  method: string,
  path: string,
  options: { body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
) => {
  const origin = options.origin === undefined ? (method === "GET" ? null : h.origin) : options.origin;
  return h.call(method, `/api/calendar/${path}`, {
    headers: { ...signedIn(), ...(origin ? { Origin: origin } : {}), ...options.headers },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
};
const DEFINITION = { countNotDeclined: false, includeHybrid: false, includeAllDay: false };
const lockBody = (over: Record<string, unknown> = {}) => ({
  quarter: "2025-Q1",
  timeZone: "Europe/Berlin",
  count: 2,
  hours: 3,
  ...over,
});
const lock = (body: unknown, origin?: string | null) =>
  calendar("POST", "locks", { body, ...(origin !== undefined ? { origin } : {}) });
const range = (query: string) => calendar("GET", `events?${query}`);
/** A quarter that cannot have ended anywhere yet: next year's first. */
const NEXT_YEAR_Q1 = `${new Date().getUTCFullYear() + 1}-Q1`;
const SITE_ELSEWHERE = "https://evil.example";

const CALENDAR_CASES: CalendarCase[] = [
  // POST /api/calendar/connect
  [
    "connect: an unknown provider",
    400,
    "InvalidRequest",
    /"provider" must be "microsoft" or "google"/,
    () => calendar("POST", "connect", { body: { provider: "yahoo" } }),
  ],
  [
    "connect: no provider",
    400,
    "InvalidRequest",
    /"provider" must be "microsoft" or "google"/,
    () => calendar("POST", "connect", { body: {} }),
  ],
  [
    "connect: an unknown field",
    400,
    "InvalidRequest",
    /"scope"/,
    () => calendar("POST", "connect", { body: { provider: "google", scope: "all" } }),
  ],
  [
    "connect: an oversized returnTo",
    400,
    "InvalidRequest",
    /"returnTo" is too long/,
    () => calendar("POST", "connect", { body: { provider: "google", returnTo: `/unifiedtime/${"x".repeat(600)}` } }),
  ],
  [
    "connect: invalid JSON",
    400,
    "InvalidRequest",
    /"provider"/,
    () => calendar("POST", "connect", { body: '{"provider":', headers: { "Content-Type": "application/json" } }),
  ],
  [
    "connect: a form body",
    415,
    "UnsupportedMediaType",
    /JSON/,
    () =>
      calendar("POST", "connect", {
        body: "provider=google",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
  ],
  [
    "connect: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("POST", "connect", { body: { provider: "google" }, origin: SITE_ELSEWHERE }),
  ],
  [
    "connect: no Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("POST", "connect", { body: { provider: "google" }, origin: null }),
  ],
  ["connect: GET", 405, "MethodNotAllowed", /use POST/, () => calendar("GET", "connect")],

  // /api/calendar/connections and /api/calendar/callback/<provider>
  ["disconnect: an unknown provider", 404, "NotFound", /provider/, () => calendar("DELETE", "connections/yahoo")],
  [
    "disconnect: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("DELETE", "connections/google", { origin: SITE_ELSEWHERE }),
  ],
  [
    "disconnect: without Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("DELETE", "connections/google", { origin: null }),
  ],
  ["connections: POST", 405, "MethodNotAllowed", /use GET/, () => calendar("POST", "connections", { body: {} })],
  ["connections/<provider>: GET", 405, "MethodNotAllowed", /use DELETE/, () => calendar("GET", "connections/google")],
  [
    "callback: an unknown provider",
    404,
    "NotFound",
    /provider/,
    () => calendar("GET", "callback/yahoo?code=x&state=y"),
  ],
  ["callback: PUT", 405, "MethodNotAllowed", /use GET or POST/, () => calendar("PUT", "callback/google", { body: {} })],

  // GET /api/calendar/events
  ["events: no start", 400, "InvalidRequest", /"start" is required/, () => range("end=2026-02-01T00:00:00Z")],
  [
    "events: a date without a time",
    400,
    "InvalidRequest",
    /"start" must be an ISO 8601 instant/,
    () => range("start=2026-01-01&end=2026-02-01T00:00:00Z"),
  ],
  [
    "events: an instant without a zone",
    400,
    "InvalidRequest",
    /"end" must be an ISO 8601 instant/,
    () => range("start=2026-01-01T00:00:00Z&end=2026-02-01T00:00:00"),
  ],
  [
    "events: an impossible date",
    400,
    "InvalidRequest",
    /"start"/,
    () => range("start=2026-02-30T00:00:00Z&end=2026-04-01T00:00:00Z"),
  ],
  [
    "events: end before start",
    400,
    "InvalidRequest",
    /"end" must be after "start"/,
    () => range("start=2026-02-01T00:00:00Z&end=2026-01-01T00:00:00Z"),
  ],
  [
    "events: more than 400 days",
    400,
    "InvalidRequest",
    /longer than 400 days/,
    () => range("start=2025-01-01T00:00:00Z&end=2026-02-06T00:00:00Z"),
  ],
  ["events: POST", 405, "MethodNotAllowed", /use GET/, () => calendar("POST", "events", { body: {} })],

  // /api/calendar/preferences and /definition
  [
    "definition: a missing switch",
    400,
    "InvalidRequest",
    /"includeAllDay" is required/,
    () => calendar("PUT", "preferences/definition", { body: { countNotDeclined: true, includeHybrid: false } }),
  ],
  [
    "definition: a switch of the wrong type",
    400,
    "InvalidRequest",
    /"includeHybrid" must be a boolean/,
    () => calendar("PUT", "preferences/definition", { body: { ...DEFINITION, includeHybrid: "yes" } }),
  ],
  [
    "definition: a working day that ends before it starts",
    400,
    "InvalidRequest",
    /^Field "workday" must end after it starts\.$/,
    () =>
      calendar("PUT", "preferences/definition", { body: { ...DEFINITION, workday: { start: "18:00", end: "09:00" } } }),
  ],
  [
    "definition: a working day that is not a time of day",
    400,
    "InvalidRequest",
    /Field "workday.start" must be a time of day such as "09:00"\./,
    () => calendar("PUT", "preferences/definition", { body: { ...DEFINITION, workday: { start: "9", end: "17:00" } } }),
  ],
  [
    "definition: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("PUT", "preferences/definition", { body: DEFINITION, origin: SITE_ELSEWHERE }),
  ],
  ["preferences: PUT", 405, "MethodNotAllowed", /use GET/, () => calendar("PUT", "preferences", { body: DEFINITION })],

  // /api/calendar/overrides/<key>
  [
    "override: an oversized note",
    400,
    "InvalidRequest",
    /"note" is too long \(at most 500/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: { note: "n".repeat(501) } }),
  ],
  [
    "override: an unknown class",
    400,
    "InvalidRequest",
    /"class"/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: { class: "teleported" } }),
  ],
  [
    "override: an unknown attendance",
    400,
    "InvalidRequest",
    /"attendance"/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: { attendance: "maybe" } }),
  ],
  [
    "override: nothing to change",
    400,
    "InvalidRequest",
    /"class", "attendance" or "note"/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: {} }),
  ],
  [
    "override: an unknown field",
    400,
    "InvalidRequest",
    /"sub"/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: { class: "online", sub: "someone-else" } }),
  ],
  [
    "override: an oversized event key",
    400,
    "InvalidRequest",
    /event key is too long \(at most 512/,
    () => calendar("PUT", `overrides/google%3A${"k".repeat(510)}`, { body: { class: "online" } }),
  ],
  [
    "override: no event key",
    400,
    "InvalidRequest",
    /event key is missing/,
    () => calendar("PUT", "overrides/", { body: { class: "online" } }),
  ],
  [
    "override: a control character in the key",
    400,
    "InvalidRequest",
    /event key/,
    () => calendar("DELETE", "overrides/google%3Ae%00"),
  ],
  [
    "override: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("PUT", "overrides/google%3Ae1", { body: { class: "online" }, origin: SITE_ELSEWHERE }),
  ],
  [
    "override: POST",
    405,
    "MethodNotAllowed",
    /use PUT or DELETE/,
    () => calendar("POST", "overrides/google%3Ae1", { body: { class: "online" } }),
  ],

  // /api/calendar/unmerged/<key>
  [
    "unmerge: a key that is not a merged event's",
    400,
    "InvalidRequest",
    /"merged:"/,
    () => calendar("PUT", "unmerged/google%3Ae1"),
  ],
  [
    "unmerge: a body",
    400,
    "InvalidRequest",
    /Unknown field "all"/,
    () => calendar("PUT", "unmerged/merged%3Ae1", { body: { all: true } }),
  ],
  [
    "unmerge: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("DELETE", "unmerged/merged%3Ae1", { origin: SITE_ELSEWHERE }),
  ],

  // POST /api/calendar/locks and DELETE /api/calendar/locks/<quarter>
  [
    "lock: a malformed quarter",
    400,
    "InvalidRequest",
    /"quarter" must be a quarter such as "2026-Q1"/,
    () => lock(lockBody({ quarter: "2025-Q5" })),
  ],
  [
    "lock: a quarter not over yet",
    400,
    "InvalidRequest",
    /"quarter": \d{4}-Q1 has not ended yet in Europe\/Berlin/,
    () => lock(lockBody({ quarter: NEXT_YEAR_Q1 })),
  ],
  [
    "lock: an unknown time zone",
    400,
    "InvalidRequest",
    /"timeZone" must be an IANA time zone/,
    () => lock(lockBody({ timeZone: "Mars/Olympus_Mons" })),
  ],
  ["lock: a fractional count", 400, "InvalidRequest", /"count"/, () => lock(lockBody({ count: 2.5 }))],
  ["lock: negative hours", 400, "InvalidRequest", /"hours"/, () => lock(lockBody({ hours: -1 }))],
  [
    "lock: lines sent by the page (the functions compute them)",
    400,
    "InvalidRequest",
    /Unknown field "lines"/,
    () => lock(lockBody({ lines: [] })),
  ],
  [
    "lock: a body over 16 kB",
    413,
    "PayloadTooLarge",
    /larger than 16384 bytes/,
    () => lock({ ...lockBody(), pad: "x".repeat(20_000) }),
  ],
  [
    "lock: no time zone",
    400,
    "InvalidRequest",
    /"timeZone" is required/,
    () => lock({ ...lockBody(), timeZone: undefined }),
  ],
  [
    "report: a year that is not one",
    400,
    "InvalidRequest",
    /"year" must be \d{4} or \d{4}/,
    () => calendar("GET", "report?timeZone=UTC&year=20x6"),
  ],
  [
    "report: an unknown time zone",
    400,
    "InvalidRequest",
    /"timeZone" must be an IANA time zone/,
    () => calendar("GET", `report?year=${new Date().getUTCFullYear()}&timeZone=Mars%2FOlympus_Mons`),
  ],
  [
    "report: a page that is not a number",
    400,
    "InvalidRequest",
    /"review" must be a page number/,
    () => calendar("GET", `report?year=${new Date().getUTCFullYear()}&timeZone=UTC&review=two`),
  ],
  [
    "report CSV: a year the report does not cover",
    400,
    "InvalidRequest",
    /"year" must be/,
    () => calendar("GET", "report/csv?year=1999&timeZone=UTC"),
  ],
  ["report: POST", 405, "MethodNotAllowed", /use GET/, () => calendar("POST", "report", { body: {} })],
  ["lock: a cross-site Origin", 403, "OriginRefused", /site itself/, () => lock(lockBody(), SITE_ELSEWHERE)],
  ["lock: GET", 405, "MethodNotAllowed", /use POST/, () => calendar("GET", "locks")],
  [
    "unlock: a malformed quarter",
    400,
    "InvalidRequest",
    /"quarter" must be a quarter/,
    () => calendar("DELETE", "locks/2025-13"),
  ],
  [
    "unlock: a cross-site Origin",
    403,
    "OriginRefused",
    /site itself/,
    () => calendar("DELETE", "locks/2025-Q1", { origin: SITE_ELSEWHERE }),
  ],
];

describe("bad calendar requests", () => {
  it("number at least 50", () => {
    expect(CALENDAR_CASES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(CALENDAR_CASES)("%s -> %i %s", async (_name, status, code, names, send) => {
    const res = await send();
    expect({ status: res.status, body: res.body }).toEqual({
      status,
      body: { error: { code, message: expect.stringMatching(names) } },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((res.body as { error: { message: string } }).error.message).not.toMatch(TELLTALE);
    if (status === 405) expect(res.headers.allow).toMatch(/^(GET|POST|PUT|DELETE)(, (POST|DELETE))?$/);
    expect(h.host.escaped).toEqual([]);
  });
});

describe("bad requests", () => {
  it("number at least 30", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(CASES)("%s -> %i %s", async (_name, status, code, send) => {
    const res = await send();
    expect({ status: res.status, body: res.body }).toEqual({
      status,
      body: { error: { code, message: expect.any(String) } },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((res.body as { error: { message: string } }).error.message).not.toMatch(TELLTALE);
    if (status === 405) expect(res.headers.allow).toMatch(/^(GET|POST|PUT|DELETE)(, (POST|DELETE))?$/);
    if (status === 401 && code !== "InvalidSession") expect(res.headers["www-authenticate"]).toMatch(/^Bearer /);
    expect(h.host.escaped).toEqual([]);
  });

  it("clears the cookie on every refused refresh", async () => {
    for (const c of [cookies.tampered, cookies.otherKey, cookies.replayed, cookies.otherUser]) {
      const res = await refresh(c);
      expect(res.status).toBe(401);
      expect(res.cookies[0]).toMatch(/^nw_session=; Path=\/; Max-Age=0;/);
    }
  });

  it("leaves the process serving good requests afterwards", async () => {
    const res = await session(h.sessionHeaders(t.super!));
    expect(res.status).toBe(200);
    expect(h.host.escaped).toEqual([]);
  });

  it("logged nothing but the mixed-up cookie", () => {
    expect(logged.mock.calls.map((c) => String(c[0]))).toEqual([
      "[functions] refresh: Cognito returned tokens for another user than the cookie's; the cookie was cleared",
    ]);
  });
});
