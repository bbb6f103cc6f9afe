/**
 * A calendar whose year does not fit in one request (docs/performance.md, "A year that does not fit in one request"):
 * 1,000 Microsoft events this year (five Graph pages) at 2 s a page, where the events function stops paging after
 * 60% of its 9 s. The report says how many events are read so far, asks again by itself, and then shows the year,
 * with the figures the seed's truth expects. Then a busy year of both calendars (the bulk seed) swept on a phone.
 * Slows the Microsoft stand-in for everyone and replaces both stand-ins' events: runs alone, after every other spec
 * (playwright.config.ts), in the full suite only.
 */
import { expectedYearToDate, generateBulkSeed } from "../emulators/calendar-seed";
import { test, expect } from "./support/fixtures";
import { connectCalendar, devControl, hoursText, newSignedInPage, runSeed, SEEDED_ACCOUNTS } from "./support/calendar";
import { sweepCalendarOnPhone } from "./support/calendarPhone";
import { gotoHydrated } from "./support/page";

// Both tests replace the stand-ins' events: one after the other.
test.describe.configure({ mode: "serial" });

const PAGE_LATENCY_MS = 2_000;
const EVENTS = 1_000;

test.afterAll(async ({ request }) => {
  await devControl(request, "microsoft", "latency", { ms: 0 });
  const seed = runSeed();
  await devControl(request, "microsoft", "events", seed.microsoft);
  await devControl(request, "google", "events", seed.google);
});

test("@full a year read over several requests: the report counts what is read, then shows the whole year", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const now = new Date();
  const year = now.getUTCFullYear();
  // Events from January 2 to two days ago, clear of the year's start and of now, as the seed's truth assumes.
  const start = new Date(Date.UTC(year, 0, 2));
  const end = new Date(now.getTime() - 2 * 86_400_000);
  test.skip(end.getTime() - start.getTime() < 14 * 86_400_000, "too early in the year for a year's worth of events");
  const bulk = generateBulkSeed({ count: EVENTS, start, end, sharedWith: 0 });
  const expected = expectedYearToDate(
    bulk.truth.filter((t) => t.sources.includes("microsoft")),
    now,
  );
  expect(expected.count, "the bulk seed has in-person events to count").toBeGreaterThan(0);

  const { ctx, page } = await newSignedInPage(browser, request, baseURL);
  try {
    await devControl(request, "microsoft", "events", bulk.microsoft);
    await connectCalendar(page, "microsoft");
    await devControl(request, "microsoft", "latency", { ms: PAGE_LATENCY_MS });

    await gotoHydrated(page, "/unifiedtime/external/");
    const reading = page.getByRole("status").filter({ hasText: "Reading your Microsoft calendar" });
    await expect(reading).toBeVisible({ timeout: 20_000 });
    await expect(reading).toContainText(
      new RegExp(`[\\d,]+ of this year's events from Microsoft \\(${SEEDED_ACCOUNTS.microsoft}\\) are read so far`),
    );
    const read = Number(
      (/([\d,]+) of this year's events/.exec(await reading.innerText())?.[1] ?? "").replace(/,/g, ""),
    );
    expect(read, "part of the year was read in the first request").toBeGreaterThan(0);
    expect(read).toBeLessThan(bulk.microsoft.length);
    // No figures while a calendar is still being read.
    await expect(page.getByTestId("report-totals")).toHaveCount(0);

    const totals = new RegExp(
      `^${expected.count} in-person events?, ${hoursText(expected.hours).replace(".", "\\.")}$`,
    );
    await expect(page.getByTestId("report-totals")).toHaveText(totals, { timeout: 30_000 });
    await expect(reading).toHaveCount(0);

    // Kept: the next visit answers from what was stored, in one request.
    await gotoHydrated(page, "/unifiedtime/external/");
    await expect(page.getByTestId("report-totals")).toHaveText(totals, { timeout: 15_000 });
    await expect(reading).toHaveCount(0);
  } finally {
    await ctx.close();
  }
});

test("@full a busy year on a phone: every calendar page and view fits, light and dark, with axe clean", async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // A year of the bulk seed in both calendars (2,500 events each, a fifth of them in both), to today.
  const now = new Date();
  const bulk = generateBulkSeed({ count: 2_500, start: new Date(now.getTime() - 365 * 86_400_000), end: now });
  const { ctx, page } = await newSignedInPage(browser, request, baseURL);
  try {
    await devControl(request, "microsoft", "events", bulk.microsoft);
    await devControl(request, "google", "events", bulk.google);
    await connectCalendar(page, "microsoft");
    await connectCalendar(page, "google");
    // The year is read (over several requests if need be) before the phone looks at it.
    await gotoHydrated(page, "/unifiedtime/external/");
    await expect(page.getByTestId("report-totals")).toBeVisible({ timeout: 90_000 });
    await sweepCalendarOnPhone(browser, ctx);
  } finally {
    await ctx.close();
  }
});
