/**
 * What the UnifiedTime specs share: the seed the stand-ins serve during this run (written once by the harness,
 * with its truth.json of expected verdicts), the stand-ins' dev controls (faults, revoked grants, replaced
 * events), and connecting a calendar the way a person does, through the provider's consent page.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import type { GoogleEvent, GraphEvent, SeedTruth } from "../../emulators/calendar-seed";
import { CALENDAR_SEED_DIR } from "../harness/servers";
import { createConfirmedUser, uniqueEmail } from "./cognito";
import { gotoHydrated } from "./page";
import { sessionTokens, signInOnLoginPage } from "./signin";

export type Provider = "microsoft" | "google";

export const PROVIDER_NAMES: Record<Provider, string> = { microsoft: "Microsoft", google: "Google" };
/** The fixture accounts that own the seeded calendars (emulators/microsoft|google/accounts.ts). */
export const SEEDED_ACCOUNTS: Record<Provider, string> = {
  microsoft: "consultant@northwind.example",
  google: "casey.consultant@gmail.example",
};

export interface RunSeed {
  now: Date;
  microsoft: GraphEvent[];
  google: GoogleEvent[];
  truth: SeedTruth[];
}

export function runSeed(): RunSeed {
  const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(CALENDAR_SEED_DIR, name), "utf8")) as T;
  const stamp = process.env.E2E_CALENDAR_SEED_NOW;
  if (!stamp) throw new Error("E2E_CALENDAR_SEED_NOW is not set: run the specs through the e2e harness");
  return {
    now: new Date(stamp),
    microsoft: read<GraphEvent[]>("microsoft.json"),
    google: read<GoogleEvent[]>("google.json"),
    truth: read<SeedTruth[]>("truth.json"),
  };
}

export function standInUrl(provider: Provider): string {
  const variable = provider === "microsoft" ? "E2E_MICROSOFT_PORT" : "E2E_GOOGLE_PORT";
  const port = process.env[variable];
  if (!port) throw new Error(`${variable} is not set: run the specs through scripts/test-e2e.sh`);
  return `http://127.0.0.1:${port}`;
}

/** POST /_dev/<route> on a stand-in (fault, revoke, events), failing the test on a refusal. */
export async function devControl(request: APIRequestContext, provider: Provider, route: string, body: unknown) {
  const response = await request.post(`${standInUrl(provider)}/_dev/${route}`, { data: body });
  expect(response.ok(), `${provider} /_dev/${route}: ${await response.text()}`).toBeTruthy();
}

/** Connects a calendar from its UnifiedTime page: Connect, the provider's consent page, back with a success alert. */
export async function connectCalendar(page: Page, provider: Provider, account = SEEDED_ACCOUNTS[provider]) {
  await gotoHydrated(page, `/unifiedtime/${provider}/`);
  const connect = page.getByRole("button", { name: new RegExp(`^(Connect|Reconnect) ${PROVIDER_NAMES[provider]}$`) });
  await expect(connect).toBeVisible({ timeout: 20_000 });
  await connect.click();
  await consentAs(page, provider, account);
  await expectConnected(page, provider, account);
}

/** On the stand-in's consent page (reached by a Connect or Reconnect button): allow as `account`. */
export async function consentAs(page: Page, provider: Provider, account: string, untick?: string): Promise<void> {
  await page.waitForURL((url) => url.port === new URL(standInUrl(provider)).port, { timeout: 15_000 });
  if (untick) await page.getByRole("checkbox", { name: untick }).uncheck();
  await page.getByRole("button", { name: `Allow as ${account}` }).click();
}

/** Back on the calendar's page after consent: the success alert and the account connected. */
export async function expectConnected(page: Page, provider: Provider, account: string): Promise<void> {
  await page.waitForURL(new RegExp(`/unifiedtime/${provider}/`), { timeout: 15_000 });
  await expect(page.getByText(`${PROVIDER_NAMES[provider]} is connected`)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(account, { exact: true })).toBeVisible();
}

/** A fresh confirmed user signed in on a page of its own context (UTC, en-US), for a spec's whole journey. */
export async function newSignedInPage(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  password = "Calendar-Test1!",
) {
  const email = uniqueEmail("calendar");
  await createConfirmedUser(request, email, password);
  const ctx = await browser.newContext({ baseURL, timezoneId: "UTC", locale: "en-US" });
  const p = await ctx.newPage();
  await signInOnLoginPage(p, email, password);
  return { ctx, page: p, email };
}

/** "86.75 h" as the report prints hours. */
export function hoursText(hours: number): string {
  return `${Number(hours.toFixed(2))} h`;
}

/**
 * Moves the signed-in user's calendar clock in the functions (PUT /api/calendar/dev-clock, local builds only), so
 * the report is computed as on `now` (null: back to today). Sign-in keeps the real clock.
 */
export async function moveCalendarClock(page: Page, now: Date | null): Promise<void> {
  const tokens = await sessionTokens(page);
  const status = await page.evaluate(
    async ({ idToken, accessToken, at }) => {
      const res = await fetch("/api/calendar/dev-clock", {
        method: "PUT",
        headers: {
          Authorization: `Bearer ${idToken}`,
          "X-Access-Token": accessToken,
          "Content-Type": "application/json",
        },
        body: JSON.stringify({ now: at }),
      });
      return res.status;
    },
    { ...tokens, at: now?.toISOString() ?? null },
  );
  if (status !== 200) throw new Error(`moving the calendar clock answered ${status}`);
}
