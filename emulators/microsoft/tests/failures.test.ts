/**
 * The failures a real Microsoft account meets, as the stand-in plays them: a conditional-access or consent change
 * put on an account's grants by the dev control (access tokens refused, refresh answering the identity platform's
 * error), an account without an Exchange Online mailbox, and a refresh token left unused for 90 days (reached with
 * POST /_dev/age, which takes a finite number of days up to 3650). A new consent works again.
 */
import { postForm } from "../../kit/testing";
import { CASEY, CLIENT_ID, CLIENT_SECRET, connect, graphGet, startTest, type TestStandIn } from "../testing/helpers";

let emu: TestStandIn;
beforeAll(async () => {
  emu = await startTest();
});
afterAll(() => emu.close());

const dev = (route: string, body: unknown) =>
  fetch(`${emu.url}/_dev/${route}`, { method: "POST", body: JSON.stringify(body) });
const refresh = (token: unknown) =>
  postForm(emu.tokenUrl, {
    grant_type: "refresh_token",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    refresh_token: String(token),
  });
const calendarView = (token: unknown) =>
  graphGet(
    `${emu.url}/v1.0/me/calendarView?startDateTime=2024-05-01T00:00:00Z&endDateTime=2024-06-01T00:00:00Z`,
    String(token),
  );

test.each([
  ["interaction_required", "interaction_required", undefined, 50076],
  ["consent_required", "invalid_grant", "consent_required", 65001],
  ["login_required", "login_required", undefined, 50058],
])("%s: tokens refused, refresh answers %s, a new consent works", async (failure, error, suberror, code) => {
  const tokens = await connect(emu, CASEY);
  expect((await dev("failure", { account: CASEY, failure })).status).toBe(200);
  const refused = await calendarView(tokens.access_token);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: { code: "InvalidAuthenticationToken" } });
  const answer = await refresh(tokens.refresh_token);
  expect(answer.status).toBe(400);
  expect(answer.body).toMatchObject({ error, error_codes: [code] });
  expect(answer.body.suberror).toBe(suberror);
  const again = await connect(emu, CASEY);
  expect((await calendarView(again.access_token)).status).toBe(200);
  expect((await refresh(again.refresh_token)).status).toBe(200);
});

test("'none' clears a failure; an unknown failure or account is refused with the choices", async () => {
  const tokens = await connect(emu, CASEY);
  await dev("failure", { account: CASEY, failure: "interaction_required" });
  await dev("failure", { account: CASEY, failure: "none" });
  expect((await calendarView(tokens.access_token)).status).toBe(200);
  const unknown = await dev("failure", { account: CASEY, failure: "sunspots" });
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toMatch(/one of none, interaction_required, consent_required, login_required/);
  expect((await dev("failure", { account: "nobody@northwind.example", failure: "none" })).status).toBe(404);
});

test("an account without an Exchange Online mailbox signs in, but its calendar answers 404 MailboxNotEnabledForRESTAPI", async () => {
  const tokens = await connect(emu, "no.mailbox@northwind.example");
  expect((await graphGet(`${emu.url}/v1.0/me`, String(tokens.access_token))).status).toBe(200);
  const answer = await calendarView(tokens.access_token);
  expect(answer.status).toBe(404);
  expect(answer.body).toMatchObject({ error: { code: "MailboxNotEnabledForRESTAPI" } });
});

test("a refresh token unused for 90 days is refused (AADSTS700082): /_dev/age moves its last use back", async () => {
  const standIn = await startTest();
  try {
    const tokens = await connect(standIn, CASEY);
    const post = (route: string, body: unknown) =>
      fetch(`${standIn.url}/_dev/${route}`, { method: "POST", body: JSON.stringify(body) });
    const refreshOn = (token: unknown) =>
      postForm(standIn.tokenUrl, {
        grant_type: "refresh_token",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        refresh_token: String(token),
      });
    expect((await post("age", { account: CASEY, days: 89 })).status).toBe(200);
    // 89 days idle: still good (and this use is the token's last).
    expect((await refreshOn(tokens.refresh_token)).status).toBe(200);
    expect((await post("age", { account: CASEY, days: 91 })).status).toBe(200);
    const answer = await refreshOn(tokens.refresh_token);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: "invalid_grant", error_codes: [700082] });
    expect(String(answer.body.error_description)).toMatch(
      /^AADSTS700082: The refresh token has expired due to inactivity/,
    );
  } finally {
    await standIn.close();
  }
});

test("POST /_dev/age refuses days that are not a finite number from 0 to 3650, and the grants stay listable", async () => {
  const standIn = await startTest();
  try {
    await connect(standIn, CASEY);
    const age = (days: string) =>
      fetch(`${standIn.url}/_dev/age`, { method: "POST", body: `{"account":"${CASEY}","days":${days}}` });
    for (const days of ["1e309", "-1e309", "3650.5", "-1"]) {
      const res = await age(days);
      expect([days, res.status]).toEqual([days, 400]);
      expect(((await res.json()) as { error: string }).error).toMatch(/^days must be a finite number from 0 to 3650/);
    }
    expect((await age('"8"')).status).toBe(400);
    const grants = await fetch(`${standIn.url}/_dev/grants`);
    expect(grants.status).toBe(200);
    expect(((await grants.json()) as { grants: { createdAt: string }[] }).grants[0]?.createdAt).toMatch(/^20\d\d-/);
    expect((await age("3650")).status).toBe(200);
    expect((await fetch(`${standIn.url}/_dev/grants`)).status).toBe(200);
  } finally {
    await standIn.close();
  }
});
