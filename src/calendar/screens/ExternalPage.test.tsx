/**
 * The external view over the report functions (played by fakeReportServer with the same composing code): totals,
 * an override that changes them in one request, the definition switches, locks, pages, years and the CSV.
 */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { anEvent, somePreferences } from "../../../core/calendar/testing/eventBuilder";
import { fakeApi, renderCalendar, someEvents } from "../testing/renderCalendar";
import { serveReport } from "../testing/fakeReportServer";
import { ExternalPage } from "./ExternalPage";
import { MAX_SYNC_REREADS, REPORT_PAGE_ROWS } from "../../../core/calendar/model";

const NOW = new Date("2026-05-10T12:00:00.000Z");

/** 2026-Q1 filed with one event of 2 h. */
const Q1_LOCK = {
  quarter: "2026-Q1",
  timeZone: "Europe/Berlin",
  lockedAt: "2026-04-02T08:00:00.000Z",
  definition: { countNotDeclined: false, includeHybrid: false, includeAllDay: false },
  count: 1,
  hours: 2,
};

const visit = anEvent({
  key: "google:visit",
  title: "Client visit",
  start: "2026-02-03T09:00:00.000Z",
  end: "2026-02-03T11:30:00.000Z",
});
const call = anEvent({
  key: "microsoft:call",
  title: "Call that was on site",
  class: "online",
  start: "2026-03-03T09:00:00.000Z",
  end: "2026-03-03T10:00:00.000Z",
  signals: [{ kind: "online", strength: "strong", code: "teams-link", label: "Teams link" }],
});

describe("ExternalPage", () => {
  it("shows the totals and updates them after an override", async () => {
    const api = fakeApi();
    const server = serveReport(api, { now: NOW, events: someEvents({ events: [visit, call] }) });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });

    const totals = await screen.findByTestId("report-totals");
    expect(totals).toHaveTextContent("1 in-person event, 2.5 h");
    const pages = { review: 0, events: 0 };
    const table = { sort: "date" };
    // The year is the functions' to say: the first request names none.
    expect(api.report).toHaveBeenCalledWith({ timeZone: "Europe/Berlin", pages, table });
    const query = { year: 2026, timeZone: "Europe/Berlin", pages, table };
    expect(server.ranges).toEqual([{ start: "2025-12-30T23:00:00.000Z", end: NOW.toISOString() }]);

    const item = screen.getByText("Call that was on site").closest("tr");
    if (!item) throw new Error("no row");
    fireEvent.click(within(item).getByText("Override the verdict"));
    fireEvent.change(within(item).getByLabelText("Class"), { target: { value: "in_person" } });
    fireEvent.click(within(item).getByRole("button", { name: "Save override" }));

    await waitFor(() => expect(api.setOverride).toHaveBeenCalledWith(call.key, { class: "in_person" }, query));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("2 in-person events, 3.5 h"));
    // The override's answer carried the report: no second request.
    expect(api.report).toHaveBeenCalledTimes(1);

    expect(screen.getByText("Call that was on site").closest("tr")).toHaveTextContent("OverriddenWhy it counts");
    // Said at the bottom of the screen, focus left where it was (the page does not jump to the totals); Undo takes
    // it back in one request.
    const notice = screen.getByText('Override saved for "Call that was on site"; the totals are updated.');
    expect(screen.getByTestId("report-totals")).not.toHaveFocus();
    fireEvent.click(within(notice.parentElement as HTMLElement).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event, 2.5 h"));
    expect(api.clearOverride).toHaveBeenCalledWith(call.key, query);
    expect(screen.getByText("Undone.")).toBeInTheDocument();
    expect(api.report).toHaveBeenCalledTimes(1);
  });

  it("saves a definition switch and prints the definition", async () => {
    const api = fakeApi();
    serveReport(api, {
      now: NOW,
      events: someEvents({ events: [visit, anEvent({ title: "Hybrid one", class: "hybrid" })] }),
    });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    expect(await screen.findByText(/hybrid meetings do not count/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("checkbox", { name: /Include hybrid meetings/ }));
    await waitFor(() =>
      expect(api.setDefinition).toHaveBeenCalledWith(
        { countNotDeclined: false, includeHybrid: true, includeAllDay: false },
        expect.objectContaining({ year: 2026 }),
      ),
    );
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("2 in-person events"));
    expect(screen.getByRole("checkbox", { name: /Include hybrid meetings/ })).toBeChecked();
  });

  it("saves the working day, and multi-day and all-day hours follow it", async () => {
    const api = fakeApi();
    const offsite = anEvent({ title: "Offsite", allDay: true, start: "2026-04-06", end: "2026-04-08" });
    serveReport(api, {
      now: NOW,
      events: someEvents({ events: [offsite] }),
      prefs: somePreferences({ definition: { countNotDeclined: false, includeHybrid: false, includeAllDay: true } }),
    });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    expect(await screen.findByTestId("report-totals")).toHaveTextContent("1 in-person event, 16 h");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "08:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save working day" }));
    expect(await screen.findByText("The working day must end after it starts.")).toBeInTheDocument();
    expect(api.setDefinition).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "08:30" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "18:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Save working day" }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event, 19 h"));
    expect(api.setDefinition).toHaveBeenCalledWith(
      expect.objectContaining({ workday: { start: "08:30", end: "18:00" } }),
      expect.objectContaining({ year: 2026 }),
    );
    expect(screen.getByText(/working hours \(08:30 to 18:00\)/)).toBeInTheDocument();
  });

  it("locks an ended quarter with the figures shown and shows a locked quarter's difference", async () => {
    const api = fakeApi();
    serveReport(api, {
      now: new Date("2026-07-02T12:00:00.000Z"),
      events: someEvents({ events: [visit] }),
      prefs: somePreferences({ locks: [Q1_LOCK] }),
      lockLines: {
        "2026-Q1": [{ key: visit.key, title: "Client visit", start: visit.start, allDay: false, hours: 2 }],
      },
    });
    renderCalendar(<ExternalPage />, api, { now: () => new Date("2026-07-02T12:00:00.000Z") });
    const locks = (await screen.findByRole("heading", { name: "Locked quarters" })).closest("section");
    if (!locks) throw new Error("no section");
    expect(await within(locks).findByText(/Changed: Client visit/)).toHaveTextContent("2 h now 2.5 h");
    expect(within(locks).getByText(/\+0.5 h against the locked figures/)).toBeInTheDocument();
    // Locked from the quarter's header in the table.
    fireEvent.click(screen.getByRole("button", { name: "Lock 2026-Q2 (0 events, 0 h)" }));
    await waitFor(() =>
      expect(api.lock).toHaveBeenCalledWith(
        { quarter: "2026-Q2", timeZone: "Europe/Berlin", count: 0, hours: 0 },
        expect.objectContaining({ year: 2026 }),
      ),
    );
    expect(await within(locks).findByRole("heading", { name: /^2026-Q2: locked/ })).toBeInTheDocument();
    expect(within(locks).getByText("No ended quarter of 2026 is waiting to be locked.")).toBeInTheDocument();
  });

  it("shows last year whole, with its Q4 to lock, once the new year has begun", async () => {
    const newYear = new Date("2027-01-05T09:00:00.000Z");
    const december = anEvent({
      key: "google:dec",
      title: "December workshop",
      start: "2026-12-09T09:00:00.000Z",
      end: "2026-12-09T12:00:00.000Z",
    });
    const api = fakeApi();
    serveReport(api, { now: newYear, events: someEvents({ events: [december] }) });
    renderCalendar(<ExternalPage />, api, { now: () => newYear });
    expect(await screen.findByTestId("report-totals")).toHaveTextContent("0 in-person events");
    fireEvent.change(screen.getByLabelText("Report year"), { target: { value: "2026" } });
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event, 3 h"));
    expect(screen.getByText(/from Jan 1, 2026 to Dec 31, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "The year 2026" })).toBeInTheDocument();
    expect(screen.getByText(/unifiedtime-in-person-2026-to-2026-12-31.csv/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Lock 2026-Q4 (1 events, 3 h)" })).toBeInTheDocument();
  });

  it("pages through a busy year's table, a page at a time, every quarter's header on each", async () => {
    const api = fakeApi();
    const many = Array.from({ length: REPORT_PAGE_ROWS + 5 }, (_, i) =>
      anEvent({
        key: `google:m${i}`,
        title: `Meeting ${i}`,
        start: new Date(Date.parse("2026-02-20T09:00:00.000Z") + i * 86_400_000).toISOString(),
        end: new Date(Date.parse("2026-02-20T10:00:00.000Z") + i * 86_400_000).toISOString(),
      }),
    );
    serveReport(api, { now: NOW, events: someEvents({ events: many }) });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    // Role queries over fifty rows with their forms cost seconds in jsdom (each asks every ancestor's computed
    // style): the rows are found by the attribute each carries. 40 meetings in Q1 (from February 20), 15 in Q2.
    const pages = await screen.findByRole("navigation", { name: "Events: pages" });
    const table = document.querySelector("table") as HTMLTableElement;
    expect(table.querySelectorAll("tr[data-line-key]")).toHaveLength(REPORT_PAGE_ROWS);
    expect(pages).toHaveTextContent(`1–${REPORT_PAGE_ROWS} of ${REPORT_PAGE_ROWS + 5} (page 1 of 2)`);
    fireEvent.click(within(pages).getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText("Meeting 54")).toBeInTheDocument());
    expect(screen.queryByText("Meeting 0")).toBeNull();
    expect(api.report).toHaveBeenLastCalledWith(expect.objectContaining({ pages: { review: 0, events: 1 } }));
    // Q1's rows are all on the first page: its header is still here, and says where they are.
    const quarter1 = screen.getByText("Q1 2026").closest("tbody") as HTMLElement;
    expect(quarter1).toHaveTextContent("40 counted");
    expect(quarter1).toHaveTextContent("40 events on an earlier page.");
    fireEvent.click(within(quarter1).getByRole("button", { name: "Show 2026-Q1" }));
    await waitFor(() => expect(screen.getByText("Meeting 0")).toBeInTheDocument());
  });

  it("filters the table by quarter and sorts it by hours, locking a quarter from its header", async () => {
    const api = fakeApi();
    const at = (key: string, day: string, hours: number) =>
      anEvent({
        key: `google:${key}`,
        title: key,
        start: `${day}T09:00:00.000Z`,
        end: new Date(Date.parse(`${day}T09:00:00.000Z`) + hours * 3_600_000).toISOString(),
      });
    serveReport(api, {
      now: NOW,
      events: someEvents({
        events: [at("Jan short", "2026-01-12", 1), at("Feb long", "2026-02-10", 4), at("Apr mid", "2026-04-14", 2)],
      }),
    });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    await screen.findByTestId("report-totals");
    const titles = () => [...document.querySelectorAll("tr[data-line-key] strong")].map((s) => s.textContent);
    expect(titles()).toEqual(["Jan short", "Feb long", "Apr mid"]);

    fireEvent.change(screen.getByLabelText("Quarter"), { target: { value: "1" } });
    await waitFor(() => expect(titles()).toEqual(["Jan short", "Feb long"]));
    fireEvent.change(screen.getByLabelText("Sort"), { target: { value: "-hours" } });
    await waitFor(() => expect(titles()).toEqual(["Feb long", "Jan short"]));
    expect(api.report).toHaveBeenLastCalledWith(expect.objectContaining({ table: { quarter: 1, sort: "-hours" } }));
    const table = document.querySelector("table") as HTMLTableElement;
    expect(within(table).getByRole("columnheader", { name: "Hours" })).toHaveAttribute("aria-sort", "descending");

    // Q1 has ended: its header locks it with the figures it shows.
    fireEvent.click(screen.getByRole("button", { name: "Lock 2026-Q1 (2 events, 5 h)" }));
    await waitFor(() =>
      expect(api.lock).toHaveBeenCalledWith(
        expect.objectContaining({ quarter: "2026-Q1", count: 2 }),
        expect.anything(),
      ),
    );
    expect(await screen.findByText(/^Locked .* with 2 events, 5 h:/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(titles()).toEqual(["Feb long", "Jan short", "Apr mid"]));
  });

  it("downloads the CSV the functions write", async () => {
    const api = fakeApi();
    serveReport(api, { now: NOW, events: someEvents({ events: [visit] }) });
    const created = jest.fn(() => "blob:csv");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    fireEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(
      await screen.findByText("Downloaded unifiedtime-in-person-2026-to-2026-05-10.csv (1 row)."),
    ).toBeInTheDocument();
    expect(api.reportCsv).toHaveBeenCalledWith(expect.objectContaining({ year: 2026, timeZone: "Europe/Berlin" }));
    expect(created).toHaveBeenCalledTimes(1);
  });

  it("neither locks nor compares while a calendar's events are missing", async () => {
    const api = fakeApi();
    serveReport(api, {
      now: new Date("2026-07-02T12:00:00.000Z"),
      prefs: somePreferences({ locks: [Q1_LOCK] }),
      events: someEvents({
        events: [visit],
        providers: {
          microsoft: { state: "ok", account: "me@contoso.com", count: 0, fetchedAt: "", pages: 1, retries: 0 },
          google: { state: "reconnect", account: "me@gmail.com", message: "Google ended the grant." },
        },
      }),
    });
    renderCalendar(<ExternalPage />, api, { now: () => new Date("2026-07-02T12:00:00.000Z") });
    const locks = (await screen.findByRole("heading", { name: "Locked quarters" })).closest("section");
    if (!locks) throw new Error("no section");
    expect(
      within(locks).getByText(
        "Locking waits until every calendar can be read: events from Google are missing (see above).",
      ),
    ).toBeInTheDocument();
    expect(within(locks).queryByRole("button", { name: /^Lock / })).toBeNull();
    expect(within(locks).getByText("Not compared: events from Google are missing.")).toBeInTheDocument();
  });

  it("asks which of two meetings in different places at the same time was attended, and counts that one", async () => {
    const london = anEvent({
      key: "google:london",
      title: "London workshop",
      locations: ["The Shard, London"],
      start: "2026-02-10T12:00:00.000Z",
      end: "2026-02-10T14:00:00.000Z",
    });
    const newYork = anEvent({
      key: "microsoft:ny",
      title: "New York workshop",
      locations: ["Hudson Yards, New York"],
      start: "2026-02-10T13:30:00.000Z",
      end: "2026-02-10T16:30:00.000Z",
    });
    const api = fakeApi();
    serveReport(api, { now: NOW, events: someEvents({ events: [london, newYork] }) });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    expect(await screen.findByTestId("report-totals")).toHaveTextContent("0 in-person events");
    // One question for the pair, under its heading: 'Needs review' counts it once.
    expect(screen.getByRole("heading", { name: "Needs review (1)" })).toBeInTheDocument();
    const conflicts = screen.getByRole("list", { name: "You cannot have been in both: keep which? (1)" });
    expect(conflicts.querySelectorAll("li[data-line-key]")).toHaveLength(1);
    expect(conflicts).toHaveTextContent("New York workshop");
    fireEvent.click(within(conflicts).getByRole("button", { name: 'I was at "London workshop"' }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event, 2 h"));
    expect(api.setOverride).toHaveBeenCalledWith(
      "microsoft:ny",
      { attendance: "declined", note: 'Was at "London workshop" at that time' },
      expect.objectContaining({ year: 2026 }),
    );
    expect(
      screen.getAllByRole("status").some((s) => s.textContent?.startsWith('Kept "London workshop"; "New York')),
    ).toBe(true);
    // The item stays where it was, answered, with its Undo: which puts the override back and asks again.
    expect(within(conflicts).getByText(/^Answered: Kept "London workshop"/)).toBeInTheDocument();
    fireEvent.click(within(conflicts).getByRole("button", { name: "Undo: London workshop" }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("0 in-person events"));
    expect(api.clearOverride).toHaveBeenLastCalledWith("microsoft:ny", expect.objectContaining({ year: 2026 }));
    expect(within(conflicts).getByRole("button", { name: 'I was at "New York workshop"' })).toBeInTheDocument();
  });

  it("asks what needs review by question, each answered with one tap", async () => {
    const api = fakeApi();
    const unanswered = anEvent({
      key: "google:unanswered",
      title: "Unanswered",
      attendance: "no_response",
      start: "2026-04-01T09:00:00.000Z",
      end: "2026-04-01T10:00:00.000Z",
    });
    const nowhere = anEvent({
      key: "google:nowhere",
      title: "Nowhere",
      class: "unknown",
      signals: [],
      locations: [],
      start: "2026-04-02T09:00:00.000Z",
      end: "2026-04-02T11:00:00.000Z",
    });
    serveReport(api, { now: NOW, events: someEvents({ events: [unanswered, nowhere] }) });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    const where = await screen.findByRole("list", { name: "Where was it? (1)" });
    const present = screen.getByRole("list", { name: "Were you there? (1)" });
    expect(within(present).getByText("You did not answer the invitation.")).toBeInTheDocument();
    expect(screen.getByTestId("report-totals")).toHaveTextContent("0 in-person events");

    fireEvent.click(within(present).getByRole("button", { name: "I was there" }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event, 1 h"));
    expect(api.setOverride).toHaveBeenLastCalledWith(
      "google:unanswered",
      { attendance: "attended" },
      expect.objectContaining({ year: 2026 }),
    );
    expect(within(present).getByText('Answered: You were at "Unanswered".')).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Were you there? (0)" })).toBeInTheDocument();

    fireEvent.click(within(where).getByRole("button", { name: "In person" }));
    await waitFor(() => expect(screen.getByTestId("report-totals")).toHaveTextContent("2 in-person events, 3 h"));
    expect(api.setOverride).toHaveBeenLastCalledWith(
      "google:nowhere",
      { class: "in_person" },
      expect.objectContaining({ year: 2026 }),
    );
    expect(screen.getByRole("heading", { name: "Needs review (0)" })).toBeInTheDocument();
  });

  it("asks again by itself while a calendar's year is being read, and shows the figures once it is complete", async () => {
    const api = fakeApi();
    const reading = (read: number) =>
      someEvents({
        events: [visit],
        providers: {
          microsoft: { state: "syncing", account: "me@contoso.com", read, pages: 8, retries: 0 },
          google: { state: "ok", account: "me@gmail.com", count: 1, fetchedAt: "", pages: 1, retries: 0 },
        },
      });
    const answers = jest
      .fn()
      .mockReturnValueOnce(reading(2000))
      .mockReturnValueOnce(reading(4000))
      .mockReturnValue(
        someEvents({
          events: [
            visit,
            anEvent({ key: "microsoft:m", start: "2026-04-01T09:00:00.000Z", end: "2026-04-01T10:00:00.000Z" }),
          ],
        }),
      );
    serveReport(api, { now: NOW, events: answers });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });

    expect(await screen.findByText(/2,000 of this year's events from Microsoft/)).toBeInTheDocument();
    // Part of the year only: no figures yet.
    expect(screen.queryByTestId("report-totals")).toBeNull();
    expect(await screen.findByTestId("report-totals")).toHaveTextContent("2 in-person events");
    expect(api.report).toHaveBeenCalledTimes(3);
    expect(screen.queryByText(/Reading your Microsoft calendar/)).toBeNull();
  });

  it("lists the entries a calendar sent that could not be read under 'Needs review', with the reason", async () => {
    const api = fakeApi();
    serveReport(api, {
      now: NOW,
      events: {
        ...someEvents({ events: [visit] }),
        unreadable: [{ provider: "microsoft", id: "AAMk-7", reason: 'field "start.dateTime": expected a date-time' }],
      },
    });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    const heading = await screen.findByRole("heading", { name: /Needs review/ });
    expect(heading).toHaveTextContent(/\(\d+\)/);
    const list = screen.getByRole("list", { name: /Could not be read \(1\)/ });
    expect(list).toHaveTextContent('Microsoft item AAMk-7: field "start.dateTime": expected a date-time');
  });

  it("says a calendar is catching up with its latest changes and asks again until it has", async () => {
    const api = fakeApi();
    const ok = { account: "me@contoso.com", count: 1, fetchedAt: "", pages: 1, retries: 0 };
    // The page asks again at once: that answer waits until the test has seen the first one's state.
    let caughtUp!: () => void;
    const gate = new Promise<void>((resolve) => (caughtUp = resolve));
    const answers = jest
      .fn()
      .mockReturnValueOnce(
        someEvents({
          events: [visit],
          providers: {
            microsoft: { state: "ok", ...ok, catchingUp: { read: 260 } },
            google: { state: "not_connected" },
          },
        }),
      )
      .mockImplementation(async () => (await gate, someEvents({ events: [visit] })));
    serveReport(api, { now: NOW, events: answers });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    await screen.findByText(/260 changes from Microsoft \(me@contoso.com\) are read so far/);
    caughtUp();
    await waitFor(() => expect(screen.queryByText(/Catching up with your Microsoft calendar/)).toBeNull());
    expect(screen.getByTestId("report-totals")).toHaveTextContent("1 in-person event");
    expect(api.report).toHaveBeenCalledTimes(2);
  });

  it("stops asking after a while and lets the person continue", async () => {
    const api = fakeApi();
    serveReport(api, {
      now: NOW,
      events: someEvents({
        providers: {
          microsoft: { state: "syncing", account: "me@contoso.com", read: 100, pages: 1, retries: 0 },
          google: { state: "not_connected" },
        },
      }),
    });
    renderCalendar(<ExternalPage />, api, { now: () => NOW });
    // Thirty-one answers and renders before the button: seconds on a machine busy with a build (CI), so the wait
    // for it gets room; it still ends as soon as the button is there.
    const patient = { timeout: 15_000 };
    const button = await screen.findByRole("button", { name: "Continue reading" }, patient);
    expect(api.report).toHaveBeenCalledTimes(MAX_SYNC_REREADS + 1);
    fireEvent.click(button);
    await waitFor(() => expect(api.report).toHaveBeenCalledTimes(2 * (MAX_SYNC_REREADS + 1)), patient);
  }, 40_000);
});
