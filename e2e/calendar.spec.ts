/**
 * UnifiedTime end to end, against the Microsoft and Google stand-ins and the local DynamoDB: a new user connects
 * both calendars through their consent pages, sees shared meetings once and badged, splits one, checks the
 * year-to-date report against the seed's own truth, overrides a verdict, downloads the CSV, locks a quarter that
 * then survives a change in the seed; then a throttled provider, a failing one and a revoked grant; and a second
 * user who sees none of it. Serial: the stand-ins' faults and seed are shared by the whole run.
 */
import fs from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { expectedYearToDate, type GraphEvent, type SeedTruth } from "../emulators/calendar-seed";
import { test, expect } from "./support/fixtures";
import { expectNoViolations, expectNoViolationsInBothSchemes } from "./support/axe";
import {
  connectCalendar,
  devControl,
  hoursText,
  moveCalendarClock,
  newSignedInPage,
  runSeed,
  PROVIDER_NAMES,
  SEEDED_ACCOUNTS,
} from "./support/calendar";
import { sweepCalendarOnPhone } from "./support/calendarPhone";
import { gotoHydrated } from "./support/page";

// Each test is a whole journey (several page loads against two stand-ins), hence a longer limit than the default.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const seed = runSeed();
const expected = expectedYearToDate(seed.truth, new Date());

let context: BrowserContext;
let page: Page;

/** The unified view's list of one day (List, a custom period of that day). */
async function showListOf(day: string): Promise<void> {
  await page.getByRole("button", { name: "List", exact: true }).click();
  await page.getByLabel("Period", { exact: true }).selectOption({ label: "Custom period" });
  await page.getByLabel("First day").fill(day);
  await page.getByLabel("Last day").fill(day);
  await page.getByRole("button", { name: "Show period" }).click();
}

async function openExternal(): Promise<void> {
  await gotoHydrated(page, "/unifiedtime/external/");
  await expect(page.getByTestId("report-totals")).toBeVisible({ timeout: 30_000 });
}

function totalsText(count: number, hours: number): RegExp {
  return new RegExp(`^${count} in-person events?, ${hoursText(hours).replace(".", "\\.")}$`);
}

/** A past, counted-by-default candidate the seed marks tentative: overriding it to 'Attended' adds it. */
function tentativeInPerson(): SeedTruth {
  const found = seed.truth.find(
    (t) =>
      t.expectedClass === "in_person" &&
      t.expectedAttendance === "tentative" &&
      !t.allDay &&
      !t.excludedBecause &&
      t.sources.length === 1 &&
      Date.parse(t.end) < Date.now() - 86_400_000 &&
      Date.parse(t.start) >= Date.UTC(new Date().getUTCFullYear(), 0, 1),
  );
  if (!found) throw new Error("the seed has no past tentative in-person event this year");
  return found;
}

test.beforeAll(async ({ browser, request, baseURL }) => {
  ({ ctx: context, page } = await newSignedInPage(browser, request, baseURL));
});

test.afterAll(async ({ request }) => {
  // Leave the shared stand-ins as the run found them: no faults, the run's seed.
  for (const provider of ["microsoft", "google"] as const) {
    await devControl(request, provider, "fault", { mode: "none" });
  }
  await devControl(request, "microsoft", "events", seed.microsoft);
  await context?.close();
});

test("connect Microsoft and Google through their consent pages", async () => {
  // axe on each page as it stands once connected (the desktop pass; the phone's is in the sweep below).
  for (const provider of ["microsoft", "google"] as const) {
    await connectCalendar(page, provider);
    // The next step is pointed out: the other calendar first, then what the tool is for.
    const next = page.getByRole("status").getByRole("link", {
      name: provider === "microsoft" ? "Connect Google" : "In-person meetings",
    });
    await expect(next).toBeVisible();
    await expectNoViolations(page, `/unifiedtime/${provider}/ connected`);
  }
  // The tool's tabs: Connections is this page's, and Calendar opens the calendar.
  const tabs = page.getByRole("navigation", { name: "UnifiedTime" });
  await expect(tabs.getByRole("link", { name: "Connections" })).toHaveAttribute("aria-current", "page");
  await gotoHydrated(page, "/unifiedtime/");
  await expect(page.getByText("consultant@northwind.example")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("casey.consultant@gmail.example")).toBeVisible();
  await expectNoViolations(page, "/unifiedtime/ with both calendars connected");
});

test("the unified view shows a shared meeting once, badged, and the user can split it", async () => {
  const shared = seed.truth.find(
    (t) => t.mergedInView && !t.allDay && !t.excludedBecause && Date.parse(t.start) < Date.now() - 86_400_000,
  );
  expect(shared, "a past meeting present in both calendars").toBeTruthy();
  const day = (shared as SeedTruth).start.slice(0, 10);
  await gotoHydrated(page, "/unifiedtime/unified/");
  await showListOf(day);

  const copies = page.locator("li[data-event-key]").filter({ hasText: (shared as SeedTruth).title });
  await expect(copies).toHaveCount(1, { timeout: 30_000 });
  await expect(copies.getByTestId("source-badge")).toHaveText("Google + Microsoft");

  await copies.getByText("Details").click();
  await copies.getByRole("button", { name: "Un-merge: show the two copies apart" }).click();
  await expect(copies).toHaveCount(2, { timeout: 20_000 });
  const badges = (await copies.getByTestId("source-badge").allInnerTexts()).map((b) => b.trim()).sort();
  expect(badges).toEqual(["Google", "Microsoft"]);

  // Still split after a reload (stored per user), and merged again on request.
  await page.reload();
  await showListOf(day);
  await expect(copies).toHaveCount(2, { timeout: 30_000 });
  await page.getByRole("button", { name: "Merge again" }).first().click();
  await expect(copies).toHaveCount(1, { timeout: 20_000 });
});

test("the year-to-date report matches the seed; a review answer changes the totals in place, is undone, survives a reload and is in the CSV", async () => {
  await openExternal();
  await expect(page.getByTestId("report-totals")).toHaveText(totalsText(expected.count, expected.hours));

  // Meetings at the same time in different places (the seed's London and New York workshops): neither is in the
  // totals above, and each pair is one question.
  const conflicts = page.getByRole("list", { name: /^You cannot have been in both: keep which\? \(\d+\)$/ });
  for (const first of expected.held.filter((_, index) => index % 2 === 0)) {
    await expect(conflicts.locator("li[data-line-key]").filter({ hasText: first.title })).toHaveCount(1);
  }

  const target = tentativeInPerson();
  const present = page.getByRole("list", { name: /^Were you there\? \(\d+\)$/ });
  const item = present.locator("li[data-line-key]").filter({ hasText: target.title }).first();
  const there = item.getByRole("button", { name: "I was there" });
  await there.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  await there.click();
  const after = { count: expected.count + 1, hours: expected.hours + target.hours };
  const totals = page.getByTestId("report-totals");
  await expect(totals).toHaveText(totalsText(after.count, after.hours), { timeout: 15_000 });
  // Said where it was asked, and in a notice at the bottom of the screen: the page did not move.
  const answered = present.getByText(`Answered: You were at "${target.title}".`);
  await expect(answered).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `You were at "${target.title}".` })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expectNoViolations(page, "the report with an answered question");

  // Undo, from the item: the totals go back, the question is asked again in its place, and the page stays.
  await present.getByRole("button", { name: `Undo: ${target.title}` }).click();
  await expect(totals).toHaveText(totalsText(expected.count, expected.hours), { timeout: 15_000 });
  await expect(there).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await there.click();
  await expect(totals).toHaveText(totalsText(after.count, after.hours), { timeout: 15_000 });

  await openExternal();
  await expect(totals).toHaveText(totalsText(after.count, after.hours));
  // In the events table: its month's rows, counted, marked as the person's answer.
  const month = new Date(target.start).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
  await page.getByLabel("Month", { exact: true }).selectOption({ label: month });
  await page.getByLabel("Verdict", { exact: true }).selectOption({ label: "Counted" });
  await expect(page.locator("tr[data-line-key]").filter({ hasText: target.title }).first()).toContainText("Overridden");
  await page.getByRole("button", { name: "Clear filters" }).click();

  // The events table, filtered to Q1 and sorted by hours inside it, as the functions send it.
  const table = page.getByRole("region", { name: /^Past events of \d{4}, by quarter$/ });
  await page.getByLabel("Quarter", { exact: true }).selectOption({ label: "Q1" });
  await page.getByLabel("Sort", { exact: true }).selectOption({ label: "Hours, most first" });
  await expect(table.getByRole("columnheader", { name: "Hours" })).toHaveAttribute("aria-sort", "descending");
  await expect(table.locator("tbody")).toHaveCount(1);
  const q1 = [...expected.events, target].filter(
    (t) => Date.parse(t.start) < Date.UTC(new Date().getUTCFullYear(), 3, 1),
  );
  await expect(table.getByText(new RegExp(`^${q1.length} counted, `))).toBeVisible();
  const hours = (await table.locator("tr[data-line-key] td:nth-child(4)").allInnerTexts()).map((h) => parseFloat(h));
  expect(hours.length).toBeGreaterThan(1);
  expect(hours).toEqual([...hours].sort((a, b) => b - a));
  const days = await table.locator("tr[data-line-key] td:first-child").allInnerTexts();
  expect(days.every((day) => /^(Jan|Feb|Mar) /.test(day))).toBe(true);
  await expectNoViolations(page, "the events table filtered and sorted");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(table.locator("tbody")).not.toHaveCount(1);

  // The CSV, from the same page: one RFC 4180 row per counted event, the override marked.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^unifiedtime-in-person-\d{4}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString("utf8");
  expect(text.endsWith("\r\n")).toBe(true);
  const rows = text.slice(0, -2).split("\r\n");
  expect(rows[0]).toBe(
    "date,title,hours,location,class,reasons,attendance,sources,overridden,start,end,time zone,quarter,note",
  );
  expect(rows).toHaveLength(after.count + 1);
  const row = rows.find((r) => r.includes(target.title));
  expect(row, `a row for ${target.title}`).toBeTruthy();
  // Overridden, then its start, end, zone and quarter (no note was given).
  expect(row).toMatch(/,yes,\d{4}-\d{2}-\d{2}[^,]*,[^,]*,UTC,\d{4}-Q[1-4],$/);
});

test("after New Year, last year's report, CSV and Q4 lock are there", async () => {
  // January 5 of next year in this user's calendar functions (the local dev clock), which decide the report's years;
  // the stand-ins serve this year's seed as it is. The browser keeps today: a browser clock a month ahead ends the
  // session at once (12 hours from the id token's auth_time), and the Cognito stand-in refuses a sign-in whose
  // SRP timestamp is more than 15 minutes off, as Cognito does.
  const lastYear = new Date().getUTCFullYear();
  const newYear = new Date(Date.UTC(lastYear + 1, 0, 5, 9));
  // The seed's year, with the meeting an earlier test overrode to 'Attended'.
  const whole = expectedYearToDate(seed.truth, new Date(Date.UTC(lastYear + 1, 0, 1) - 1));
  const counted = [...whole.events, tentativeInPerson()];
  const sum = (list: SeedTruth[]) => Math.round(list.reduce((total, t) => total + t.hours, 0) * 100) / 100;
  const q4 = counted.filter((t) => Date.parse(t.allDay ? `${t.start}T00:00:00Z` : t.start) >= Date.UTC(lastYear, 9, 1));
  await moveCalendarClock(page, newYear);
  try {
    await gotoHydrated(page, "/unifiedtime/external/");
    const totals = page.getByTestId("report-totals");
    await expect(totals).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: "Year to date" })).toBeVisible();

    await page.getByLabel("Report year").selectOption(String(lastYear));
    await expect(page.getByRole("heading", { name: `The year ${lastYear}` })).toBeVisible({ timeout: 30_000 });
    await expect(totals).toHaveText(totalsText(counted.length, sum(counted)), { timeout: 30_000 });
    await expect(page.getByText(`from Jan 1, ${lastYear} to Dec 31, ${lastYear}`)).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`unifiedtime-in-person-${lastYear}-to-${lastYear}-12-31.csv`);
    const rows = fs
      .readFileSync(await download.path())
      .subarray(3)
      .toString("utf8")
      .slice(0, -2)
      .split("\r\n");
    expect(rows).toHaveLength(counted.length + 1);

    const lock = page.getByRole("button", {
      name: `Lock ${lastYear}-Q4 (${q4.length} events, ${hoursText(sum(q4))})`,
    });
    await lock.click();
    const locked = page.getByRole("heading", { name: new RegExp(`^${lastYear}-Q4: locked`) });
    await expect(locked).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("li").filter({ has: locked })).toContainText("No change since it was locked.");
  } finally {
    await moveCalendarClock(page, null);
  }
});

test("a locked quarter keeps its filed figures when the calendar changes, and shows the difference", async ({
  request,
}) => {
  const year = new Date().getUTCFullYear();
  const q1End = Date.UTC(year, 3, 1);
  test.skip(Date.now() < q1End + 86_400_000, "no quarter of this year has ended yet");
  // A Microsoft-only meeting of Q1 that counts by default.
  const removed = expected.events.find(
    (t) => t.sources.length === 1 && t.sources[0] === "microsoft" && Date.parse(t.start) < q1End,
  );
  expect(removed, "a counted Microsoft-only meeting in Q1").toBeTruthy();

  await openExternal();
  const lock = page.getByRole("button", { name: new RegExp(`^Lock ${year}-Q1 \\(`) });
  const label = (await lock.innerText()).trim();
  const [, filedCount, filedHours] = /\((\d+) events, ([\d.]+ h)\)/.exec(label) ?? [];
  await lock.click();
  const locked = page.getByRole("heading", { name: new RegExp(`^${year}-Q1: locked`) });
  await expect(locked).toBeVisible({ timeout: 15_000 });
  const lockItem = page.locator("li").filter({ has: locked });
  await expect(lockItem).toContainText(`Filed figures: ${filedCount} events, ${filedHours}`);
  await expect(lockItem).toContainText("No change since it was locked.");

  // The calendar changes: the meeting disappears from Microsoft.
  const id = (removed as SeedTruth).ids.microsoft;
  await devControl(
    request,
    "microsoft",
    "events",
    seed.microsoft.filter((e) => e.id !== id),
  );
  await openExternal();
  await expect(lockItem).toContainText(`Filed figures: ${filedCount} events, ${filedHours}`, { timeout: 20_000 });
  await expect(lockItem).toContainText(`No longer counted: ${(removed as SeedTruth).title}`);
  await expect(lockItem).toContainText("−1 events");
  await devControl(request, "microsoft", "events", seed.microsoft);
});

test("the week grid: overlapping meetings side by side, 23:00-01:00 on both days, details by keyboard, axe in both schemes", async ({
  request,
}) => {
  // Next week (the view opens on this one), Monday as the week's first day, in UTC (the page's zone here).
  const today = new Date();
  const monday = Date.UTC(
    today.getUTCFullYear(),
    today.getUTCMonth(),
    today.getUTCDate() - ((today.getUTCDay() + 6) % 7) + 7,
  );
  const at = (day: number, hour: number) =>
    new Date(monday + day * 86_400_000 + hour * 3_600_000).toISOString().replace(/\.\d+Z$/, ".0000000");
  const template = seed.microsoft[0] as GraphEvent;
  const event = (id: string, subject: string, start: string, end: string): GraphEvent => ({
    ...template,
    id,
    iCalUId: `grid-${id}`,
    subject,
    type: "singleInstance",
    seriesMasterId: null,
    start: { dateTime: start, timeZone: "UTC" },
    end: { dateTime: end, timeZone: "UTC" },
  });
  await devControl(request, "microsoft", "events", [
    event("grid-a", "Grid overlap A", at(1, 10), at(1, 11)),
    event("grid-b", "Grid overlap B", at(1, 10.5), at(1, 11.5)),
    event("grid-night", "Grid late night", at(2, 23), at(3, 1)),
    { ...event("grid-offsite", "Grid offsite", at(1, 0), at(2, 0)), isAllDay: true },
  ]);
  try {
    await gotoHydrated(page, "/unifiedtime/unified/");
    await page.getByRole("button", { name: "Next week" }).click();
    const a = page.getByRole("button", { name: /Grid overlap A/ });
    const b = page.getByRole("button", { name: /Grid overlap B/ });
    await expect(a).toBeVisible({ timeout: 30_000 });
    const [boxA, boxB] = [await a.boundingBox(), await b.boundingBox()];
    if (!boxA || !boxB) throw new Error("the overlapping events have no boxes");
    // Side by side: their columns do not overlap, their times do.
    expect(boxA.x + boxA.width <= boxB.x + 1 || boxB.x + boxB.width <= boxA.x + 1).toBe(true);
    expect(boxA.y < boxB.y + boxB.height && boxB.y < boxA.y + boxA.height).toBe(true);
    const night = page.getByRole("button", { name: /Grid late night/ });
    await expect(night).toHaveCount(2);
    const [first, second] = [await night.nth(0).boundingBox(), await night.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.x - second.x) > 20).toBe(true);
    await expect(page.getByRole("button", { name: /(?=.*Grid late night)(?=.*continued)/i })).toHaveCount(1);
    // The all-day row stays pinned under the day headers while the hours scroll to the night.
    const offsite = page.getByRole("button", { name: /^Grid offsite, All day/ });
    await page.getByRole("grid").evaluate((grid) => {
      grid.scrollIntoView();
      (grid.parentElement as HTMLElement).scrollTop = (grid.parentElement as HTMLElement).scrollHeight;
    });
    await expect(night.first()).toBeInViewport();
    await expect(offsite).toBeInViewport();

    // Keyboard: Enter opens the details, Escape closes them and gives focus back.
    await a.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Grid overlap A");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(a).toBeFocused();

    // A click opens the details beside the event (a wide screen), at its height, with its people.
    await a.click();
    await expect(dialog).toBeVisible();
    const [eventBox, dialogBox] = [await a.boundingBox(), await dialog.boundingBox()];
    if (!eventBox || !dialogBox) throw new Error("the event or its details have no box");
    expect(dialogBox.x >= eventBox.x + eventBox.width || dialogBox.x + dialogBox.width <= eventBox.x).toBe(true);
    expect(dialogBox.y <= eventBox.y + eventBox.height && eventBox.y <= dialogBox.y + dialogBox.height).toBe(true);
    await expect(dialog.getByRole("list", { name: /^People/ })).toBeVisible();
    // 'Count it as' the other way from the calendar's verdict, then Undo: the pin and the name follow.
    const countAs = dialog.getByRole("group", { name: "Count it as" });
    const inPerson = countAs.getByRole("button", { name: "In person", exact: true });
    const wasInPerson = (await inPerson.getAttribute("aria-pressed")) === "true";
    await countAs.getByRole("button", { name: wasInPerson ? "Not in person" : "In person", exact: true }).click();
    await expect(dialog.getByRole("status")).toHaveText(
      `Counted as ${wasInPerson ? "not in person" : "in person"} from now on. Undo`,
    );
    await expect(inPerson).toHaveAttribute("aria-pressed", String(!wasInPerson));
    await expect(dialog).toContainText("Your correction; the calendar says");
    await expectNoViolations(page, "an event's details beside it");
    await dialog.getByRole("button", { name: "Undo" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Put back as it was.");
    await expect(inPerson).toHaveAttribute("aria-pressed", String(wasInPerson));
    // A click outside the details closes them.
    await page.mouse.click(eventBox.x + eventBox.width / 2, Math.max(4, eventBox.y - 60));
    await expect(dialog).toBeHidden();

    await expectNoViolationsInBothSchemes(page, "the unified week grid");
    await page.getByRole("button", { name: "Month", exact: true }).click();
    await expect(page.getByRole("grid")).toBeVisible();
    await expectNoViolationsInBothSchemes(page, "the unified month grid");
    // The view and date are in the address: a reload opens the same month, back returns to the week.
    const month = await page.getByRole("grid").getAttribute("aria-label");
    expect(new URL(page.url()).searchParams.get("view")).toBe("month");
    await page.reload();
    await expect(page.getByRole("grid", { name: month ?? "" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(page.getByRole("grid", { name: /^Week of / })).toBeVisible({ timeout: 30_000 });
  } finally {
    await devControl(request, "microsoft", "events", seed.microsoft);
  }
});

test("a throttled provider still yields complete results", async ({ request }) => {
  await openExternal();
  const before = (await page.getByTestId("report-totals").innerText()).trim();
  await devControl(request, "microsoft", "fault", { mode: "throttle", count: 2, retryAfterSeconds: 1 });
  await devControl(request, "google", "fault", { mode: "throttle", count: 2, retryAfterSeconds: 1 });
  await openExternal();
  await expect(page.getByTestId("report-totals")).toHaveText(before);
  await expect(page.getByText(/calendar could not be read/)).toHaveCount(0);
  await expect(page.getByText(/reconnect needed/i)).toHaveCount(0);
});

test("a failing provider leaves the other's events and says which data is missing", async ({ request }) => {
  await devControl(request, "google", "fault", { mode: "fail", status: 503 });
  await gotoHydrated(page, "/unifiedtime/unified/");
  await page.getByRole("button", { name: "List", exact: true }).click();
  await page.getByLabel("Period").selectOption({ label: "A month" });
  const banner = page.getByRole("alert").filter({ hasText: "Google calendar could not be read" });
  await expect(banner).toBeVisible({ timeout: 30_000 });
  await expect(banner).toContainText("casey.consultant@gmail.example");
  await expect(
    page
      .locator("li[data-event-key]")
      .getByTestId("source-badge")
      .filter({ hasText: /^Microsoft$/ })
      .first(),
  ).toBeVisible();
  await devControl(request, "google", "fault", { mode: "none" });
});

test("a revoked grant shows 'reconnect' instead of failing the view", async ({ request }) => {
  // This account's grants only: calendar-errors.spec.ts runs beside this spec with other accounts.
  await devControl(request, "google", "revoke", { account: SEEDED_ACCOUNTS.google });
  await gotoHydrated(page, "/unifiedtime/unified/");
  await expect(page.getByText("Google calendar: reconnect needed")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "List", exact: true }).click();
  await page.getByLabel("Period").selectOption({ label: "A month" });
  await expect(page.locator("li[data-event-key]").first()).toBeVisible({ timeout: 30_000 });
  await expectNoViolations(page, "the unified list with a calendar to reconnect");
  await gotoHydrated(page, "/unifiedtime/google/");
  await expect(page.getByText("Reconnect needed", { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Reconnect Google" })).toBeVisible();
  await expectNoViolations(page, "/unifiedtime/google/ with the grant revoked");
});

test("on a phone (375 px, mobile emulation) the report and every view fit, light and dark, with axe clean", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A Microsoft-only meeting still asked 'Were you there?' (Google's grant was revoked by the test before).
  const unanswered = seed.truth.find(
    (t) =>
      (t.expectedAttendance === "tentative" || t.expectedAttendance === "no_response") &&
      t.expectedClass === "in_person" &&
      t.sources.length === 1 &&
      t.sources[0] === "microsoft" &&
      !t.allDay &&
      !t.excludedBecause &&
      t.title !== tentativeInPerson().title &&
      Date.parse(t.end) < Date.now() - 86_400_000 &&
      Date.parse(t.start) >= Date.UTC(new Date().getUTCFullYear(), 0, 1),
  );
  if (!unanswered) throw new Error("the seed has no other past unanswered Microsoft meeting this year");
  // The report (the page with the most to fit) and the views; the simpler pages are swept in test:full, with a busy
  // year (calendar-long-sync.spec).
  await sweepCalendarOnPhone(browser, context, { answer: unanswered.title, pages: ["/unifiedtime/external/"] });
});

test("a second user sees none of the first user's connections, overrides or locks", async ({
  browser,
  request,
  baseURL,
}) => {
  const other = await newSignedInPage(browser, request, baseURL);
  try {
    for (const provider of ["microsoft", "google"] as const) {
      await gotoHydrated(other.page, `/unifiedtime/${provider}/`);
      await expect(
        other.page.getByRole("button", { name: `Connect ${PROVIDER_NAMES[provider]}`, exact: true }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(other.page.getByText(/consultant@northwind\.example|casey\.consultant@gmail\.example/)).toHaveCount(
        0,
      );
    }
    await gotoHydrated(other.page, "/unifiedtime/external/");
    await expect(other.page.getByText("No calendar connected yet")).toBeVisible({ timeout: 20_000 });
    await expect(other.page.getByText("Overridden")).toHaveCount(0);
    await expect(other.page.getByRole("heading", { name: /-Q\d: locked/ })).toHaveCount(0);
  } finally {
    await other.ctx.close();
  }
});
