/**
 * The handler harness (harness.ts) with the calendar functions mounted at the paths Gatsby gives their files, an
 * in-memory dynalite table, and the fakes of calendar-fakes.ts. A test file using it must first replace the
 * production wiring: `jest.mock("../../../server/calendar/services", () => ({ calendarServices: () =>
 * require("./calendar-fakes").testCalendarServices() }))`.
 */
import { randomBytes } from "crypto";
import type { ProviderId } from "../../../core/calendar/model";
import { startTestTable, type TestTable } from "../../../server/db/testing/dynalite";
import type { MountedFunction } from "../../../server/testing/function-host";
import * as callback from "../calendar/callback/[provider]";
import * as connect from "../calendar/connect";
import * as connections from "../calendar/connections";
import * as connection from "../calendar/connections/[provider]";
import * as events from "../calendar/events";
import * as locks from "../calendar/locks";
import * as lock from "../calendar/locks/[quarter]";
import * as report from "../calendar/report";
import * as devClock from "../calendar/dev-clock";
import * as reportCsv from "../calendar/report/csv";
import * as overrides from "../calendar/overrides/[...key]";
import * as preferences from "../calendar/preferences";
import * as definition from "../calendar/preferences/definition";
import * as unmerged from "../calendar/unmerged/[...key]";
import { fakes, resetFakes } from "./calendar-fakes";
import { startHarness, type Harness, type Reply, type Tokens } from "./harness";

/** As Gatsby names them from the files under src/api/calendar/. */
export const CALENDAR_FUNCTIONS: MountedFunction[] = [
  { path: "calendar/connections", module: connections },
  { path: "calendar/connections/:provider", module: connection },
  { path: "calendar/connect", module: connect },
  { path: "calendar/callback/:provider", module: callback },
  { path: "calendar/events", module: events },
  { path: "calendar/preferences", module: preferences },
  { path: "calendar/preferences/definition", module: definition },
  { path: "calendar/overrides/*key", module: overrides },
  { path: "calendar/unmerged/*key", module: unmerged },
  { path: "calendar/locks", module: locks },
  { path: "calendar/locks/:quarter", module: lock },
  { path: "calendar/report", module: report },
  { path: "calendar/dev-clock", module: devClock },
  { path: "calendar/report/csv", module: reportCsv },
];

export interface CalendarHarness {
  h: Harness;
  table: TestTable;
  fakes: typeof fakes;
  /**
   * Connects a provider the way a browser does: POST connect, consent at the provider, GET callback (303 to the
   * page with ?finish=), then the signed-in page's POST callback; answers the callback's and the page's replies.
   */
  connect(tokens: Tokens, provider: ProviderId, finishAs?: Tokens): Promise<{ callback: Reply; finished: Reply }>;
  stop(): Promise<void>;
}

export async function startCalendarHarness(): Promise<CalendarHarness> {
  const table = await startTestTable();
  Object.assign(process.env, {
    SITE_DYNAMODB_ENDPOINT: table.endpoint,
    SITE_TABLE: table.table,
    CALENDAR_TOKEN_KEY: randomBytes(32).toString("hex"),
    MICROSOFT_CLIENT_ID: "test-microsoft-client",
    MICROSOFT_CLIENT_SECRET: "test-microsoft-secret",
    GOOGLE_CLIENT_ID: "test-google-client",
    GOOGLE_CLIENT_SECRET: "test-google-secret",
  });
  resetFakes();
  const h = await startHarness({ functions: CALENDAR_FUNCTIONS, table });
  return {
    h,
    table,
    fakes,
    async connect(tokens, provider, finishAs = tokens) {
      const started = await h.call("POST", "/api/calendar/connect", {
        headers: { ...h.sessionHeaders(tokens), Origin: h.origin },
        body: { provider },
      });
      if (started.status !== 200) throw new Error(`connect: ${started.status} ${started.text}`);
      const state = new URL((started.body as { authorizeUrl: string }).authorizeUrl).searchParams.get("state") ?? "";
      const cookie = (started.cookies[0] ?? "").split(";")[0] ?? "";
      const code = fakes.providers[provider].consent(state);
      const callback = await h.call("GET", `/api/calendar/callback/${provider}?code=${code}&state=${state}`, {
        headers: { Cookie: cookie },
      });
      const kept = (callback.cookies[0] ?? "").split(";")[0] ?? "";
      const finished = await h.call("POST", `/api/calendar/callback/${provider}`, {
        headers: { ...h.sessionHeaders(finishAs), Origin: h.origin, Cookie: kept },
      });
      return { callback, finished };
    },
    async stop() {
      await h.stop();
      await table.stop();
    },
  };
}
