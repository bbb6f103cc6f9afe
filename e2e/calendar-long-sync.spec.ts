/**
 * A calendar whose year does not fit in one request (docs/performance.md, "A year that does not fit in one request"):
 * 1,000 Microsoft events this year (five Graph pages) at 2 s a page, where the events function stops paging after
 * 60% of its 9 s. The report says how many events are read so far, asks again by itself, and then shows the year,
 * with the figures the seed's truth expects. Slows the Microsoft stand-in for everyone and replaces its events: runs
 * alone, after every other spec (playwright.config.ts), in the full suite only.
 */
import { expectedYearToDate, generateBulkSeed } from "../emulators/calendar-seed";
import { test, expect } from "./support/fixtures";
import { connectCalendar, devControl, hoursText, newSignedInPage, runSeed, SEEDED_ACCOUNTS } from "./support/calendar";
import { gotoHydrated } from "./support/page";

const PAGE_LATENCY_MS = 2_000;
const EVENTS = 1_000;

test.afterAll(async ({ request }) => {
  await devControl(request, "microsoft", "latency", { ms: 0 });
  await devControl(request, "microsoft", "events", runSeed().microsoft);
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
