import { renderHook, waitFor } from "@testing-library/react";
import { MAX_SYNC_REREADS, type EventsResponse } from "../../../core/calendar/model";
import { someEvents } from "../testing/renderCalendar";
import { useEventsLoad } from "./useEventsLoad";

const reading = (): EventsResponse =>
  someEvents({
    providers: {
      microsoft: { state: "syncing", account: "me@contoso.com", read: 10, pages: 1, retries: 0 },
      google: { state: "not_connected" },
    },
  });

describe("useEventsLoad", () => {
  it("asks again while a calendar is being read, stops after MAX_SYNC_REREADS, and asks once for a new period", async () => {
    const load = jest.fn(async (_period: string) => reading());
    const { result, rerender } = renderHook(({ period }) => useEventsLoad(() => load(period), [period]), {
      initialProps: { period: "week 1" },
    });
    // Thirty-one answers first: room for a machine busy with a build; the wait ends as soon as they are in.
    await waitFor(() => expect(result.current.stalled).toBe(true), { timeout: 15_000 });
    expect(load).toHaveBeenCalledTimes(MAX_SYNC_REREADS + 1);
    expect(result.current.reading).toBe(true);

    // Another period while the last answer still says "syncing": one request for it, not two racing ones.
    load.mockClear();
    load.mockImplementation(async () => someEvents());
    rerender({ period: "week 2" });
    await waitFor(() => expect(result.current.state.status).toBe("ok"));
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(load.mock.calls).toEqual([["week 2"]]);
    expect(result.current.stalled).toBe(false);
  }, 40_000);

  it("asks again while a calendar is catching up with a long round of changes, and stops once it has", async () => {
    const catchingUp = someEvents({
      providers: {
        microsoft: {
          state: "ok",
          account: "me@contoso.com",
          count: 3,
          fetchedAt: "2026-03-02T10:00:00.000Z",
          pages: 1,
          retries: 0,
          catchingUp: { read: 250 },
        },
        google: { state: "not_connected" },
      },
    });
    const answers = [catchingUp, catchingUp, someEvents()];
    const load = jest.fn(async () => answers.shift() ?? someEvents());
    const { result } = renderHook(() => useEventsLoad(load, []));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(result.current.reading).toBe(false));
    expect(load).toHaveBeenCalledTimes(3);
  });
});
