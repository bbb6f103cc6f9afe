/**
 * For a jest file that tests one calendar stand-in's data answers: the stand-in is started once with `events`, its
 * seed owner connected, and the events put back before each test (tests replace them to make changes). Jest files
 * only: it registers beforeAll, afterAll and beforeEach. Read `emu` and `token` inside tests.
 */
export interface SeededStandIn<S> {
  readonly emu: S;
  /** The seed owner's access token. */
  readonly token: string;
}

export function seededStandIn<S extends { close(): Promise<void>; setEvents(events: unknown[]): void }>(
  start: (events: unknown[]) => Promise<S>,
  connect: (emu: S) => Promise<Record<string, unknown>>,
  events: unknown[],
): SeededStandIn<S> {
  let emu: S | undefined;
  let token = "";
  beforeAll(async () => {
    emu = await start(events);
    token = String((await connect(emu)).access_token);
  });
  afterAll(() => emu?.close());
  beforeEach(() => emu?.setEvents(events));
  return {
    get emu() {
      if (!emu) throw new Error("seededStandIn: the stand-in is read before beforeAll started it");
      return emu;
    },
    get token() {
      return token;
    },
  };
}
