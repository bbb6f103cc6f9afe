/**
 * The failures a real Microsoft account meets, as the stand-in plays them: a conditional-access or consent change
 * put on an account's grants by the dev control (access tokens refused, refresh answering the identity platform's
 * error), and an account without an Exchange Online mailbox. A new consent works again.
 */
import { postForm } from "../../kit/oauth/test-client";
import { CASEY, CLIENT_ID, CLIENT_SECRET, connect, graphGet, startTest, type TestStandIn } from "./helpers";

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
