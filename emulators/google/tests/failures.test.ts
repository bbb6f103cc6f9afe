/**
 * The failures a real Google account meets, as the stand-in plays them: calendar access unticked on the granular
 * consent page, calendar access taken from a grant (events.list 403 insufficientPermissions), and an app in
 * testing, whose refresh tokens end seven days after consent. "none" undoes what the failures did, and only that.
 */
import { connectAccount, postForm } from "../../kit/testing";
import {
  apiGet,
  CASEY,
  CLIENT_ID,
  CLIENT_SECRET,
  connect,
  REDIRECT,
  startTest,
  type TestStandIn,
} from "../testing/helpers";
import { DAY_MS } from "../../../core/time/units";

const CALENDAR = "https://www.googleapis.com/auth/calendar.readonly";

let emu: TestStandIn;
beforeAll(async () => {
  emu = await startTest({
    accounts: [
      { id: "104857600000000000303", email: "tester@gmail.example", name: "Tester", ownsSeed: true, testingApp: true },
    ],
  });
});
afterAll(() => emu.close());

const dev = (route: string, body: unknown) =>
  fetch(`${emu.url}/_dev/${route}`, { method: "POST", body: JSON.stringify(body) });
const refresh = (token: unknown) =>
  postForm(`${emu.url}/token`, {
    grant_type: "refresh_token",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    refresh_token: String(token),
  });
const events = (token: unknown) =>
  apiGet(`${emu.url}/calendar/v3/calendars/primary/events?maxResults=5`, String(token));
const TESTER = "tester@gmail.example";

test("calendar access left unticked on the consent page is not granted, and events.list answers 403", async () => {
  const tokens = await connectAccount({
    client: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT },
    authorizeUrl: (p) => emu.authorizeUrl(p),
    tokenUrl: `${emu.url}/token`,
    email: TESTER,
    untick: [CALENDAR],
  });
  expect(String(tokens.scope).split(" ")).not.toContain(CALENDAR);
  const answer = await events(tokens.access_token);
  expect(answer.status).toBe(403);
  expect(answer.body).toMatchObject({ error: { errors: [{ reason: "insufficientPermissions" }] } });
});

test("the insufficient_permissions failure takes calendar access from a grant", async () => {
  const tokens = await connect(emu, TESTER);
  expect((await events(tokens.access_token)).status).toBe(200);
  await dev("failure", { account: TESTER, failure: "insufficient_permissions" });
  expect((await events(tokens.access_token)).status).toBe(403);
  expect((await connect(emu, TESTER)).scope).toContain(CALENDAR);
});

test("'none' gives back the calendar access insufficient_permissions took", async () => {
  const tokens = await connect(emu, TESTER);
  await dev("failure", { account: TESTER, failure: "insufficient_permissions" });
  expect((await events(tokens.access_token)).status).toBe(403);
  expect((await refresh(tokens.refresh_token)).body.scope).not.toContain(CALENDAR);
  expect((await dev("failure", { account: TESTER, failure: "none" })).status).toBe(200);
  expect((await events(tokens.access_token)).status).toBe(200);
  expect(String((await refresh(tokens.refresh_token)).body.scope).split(" ")).toContain(CALENDAR);
});

test("an app in testing: refresh tokens end seven days after consent, on the clock or after /_dev/age", async () => {
  const aged = await connect(emu, TESTER);
  expect((await refresh(aged.refresh_token)).status).toBe(200);
  expect((await dev("age", { account: TESTER, days: 8 })).status).toBe(200);
  expect(await refresh(aged.refresh_token)).toMatchObject({
    status: 400,
    body: { error: "invalid_grant", error_description: "Token has been expired or revoked." },
  });
  const later = await connect(emu, TESTER);
  emu.advance(7 * DAY_MS - 60_000);
  expect((await refresh(later.refresh_token)).status).toBe(200);
  emu.advance(60_000);
  expect((await refresh(later.refresh_token)).status).toBe(400);
});

test("the testing_app failure puts an account's existing grants on the seven-day limit", async () => {
  const standIn = await startTest();
  try {
    const tokens = await connect(standIn, CASEY);
    await fetch(`${standIn.url}/_dev/failure`, {
      method: "POST",
      body: JSON.stringify({ account: CASEY, failure: "testing_app" }),
    });
    standIn.advance(7 * DAY_MS);
    const answer = await postForm(`${standIn.url}/token`, {
      grant_type: "refresh_token",
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      refresh_token: String(tokens.refresh_token),
    });
    expect(answer).toMatchObject({ status: 400, body: { error: "invalid_grant" } });
  } finally {
    await standIn.close();
  }
});

describe("'none' and the seven-day limit", () => {
  const refreshOn = (standIn: TestStandIn, token: unknown) =>
    postForm(`${standIn.url}/token`, {
      grant_type: "refresh_token",
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      refresh_token: String(token),
    });
  const failure = (standIn: TestStandIn, account: string, name: string) =>
    fetch(`${standIn.url}/_dev/failure`, { method: "POST", body: JSON.stringify({ account, failure: name }) });

  test("keeps the limit an account's app in testing has from consent", async () => {
    const standIn = await startTest({
      accounts: [{ id: "104857600000000000303", email: TESTER, name: "Tester", ownsSeed: true, testingApp: true }],
    });
    try {
      const tokens = await connect(standIn, TESTER);
      expect((await failure(standIn, TESTER, "none")).status).toBe(200);
      standIn.advance(7 * DAY_MS);
      expect(await refreshOn(standIn, tokens.refresh_token)).toMatchObject({
        status: 400,
        body: { error: "invalid_grant" },
      });
    } finally {
      await standIn.close();
    }
  });

  test("removes the limit the testing_app failure put on an account not in testing", async () => {
    const standIn = await startTest();
    try {
      const tokens = await connect(standIn, CASEY);
      await failure(standIn, CASEY, "testing_app");
      expect((await failure(standIn, CASEY, "none")).status).toBe(200);
      standIn.advance(8 * DAY_MS);
      expect((await refreshOn(standIn, tokens.refresh_token)).status).toBe(200);
    } finally {
      await standIn.close();
    }
  });
});
