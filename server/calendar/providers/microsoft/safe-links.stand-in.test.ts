/**
 * Bodies as a tenant with Microsoft Defender's Safe Links has them (the Graph stand-in's default, `safeLinks:
 * "rewrite"`): the production Graph client reads them, and the rules still find the join link behind the redirect,
 * both for an invitation whose link is behind words (as Teams writes it) and for the whole default seed, which must
 * come out of the rules exactly as it does without Safe Links, and as its truth.json says.
 */
import { buildUnifiedEvents } from "../../rules";
import { generateDefaultSeed } from "../../../../emulators/calendar-seed";
import * as google from "../../../../emulators/google/testing";
import { connect, graphEvent, startTest } from "../../../../emulators/microsoft/testing";
import { testSettings } from "../../testing/settings";
import { createGoogleProvider } from "../google";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import { createMicrosoftProvider } from ".";

const TEAMS =
  "https://teams.microsoft.com/l/meetup-join/19%3ameeting_NjE4ZTQ2ZTgtZjZhYi00YjE5%40thread.v2/0?context=%7b%22Tid%22%3a%22f00%22%7d";
/**
 * A Teams invitation forwarded from another organization, its location left empty: the join link is only behind
 * "Join the meeting now" in the body.
 */
const INVITATION = graphEvent("teams-invite", "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000", {
  location: { displayName: "", locationType: "default", uniqueIdType: "unknown", address: {} },
  locations: [],
  isOnlineMeeting: false,
  onlineMeetingProvider: "unknown",
  onlineMeeting: null,
  body: {
    contentType: "html",
    content:
      '<html><body><div>Microsoft Teams meeting</div><div><a href="' +
      TEAMS.replace(/&/g, "&amp;") +
      '" target="_blank" rel="noreferrer noopener">Join the meeting now</a></div>' +
      "<div>Meeting ID: 318 447 102 55</div></body></html>",
  },
  bodyPreview: "Microsoft Teams meeting Join the meeting now Meeting ID: 318 447 102 55",
  responseStatus: { response: "accepted", time: "2024-05-01T10:00:00Z" },
});

const MAY = { start: "2024-05-01T00:00:00.000Z", end: "2024-06-01T00:00:00.000Z" };

test("a join link behind words comes wrapped in Safe Links, and the rules unwrap it", async () => {
  const emu = await startTest({ events: [INVITATION] });
  try {
    const token = String((await connect(emu)).access_token);
    const provider = createMicrosoftProvider(
      testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url }).microsoft,
    );
    const { items } = await provider.listEvents(token, MAY);
    const body = (items[0] as { body: { contentType: string; content: string } }).body;
    // As text, Exchange keeps a link's address after its words; Defender's redirect is all there is of the link.
    expect(body.contentType).toBe("text");
    expect(body.content).toMatch(
      /Join the meeting now<https:\/\/[a-z0-9]+\.safelinks\.protection\.outlook\.com\/\?url=https%3A%2F%2Fteams\.microsoft\.com%2F[^>]*&reserved=0>/,
    );
    expect(body.content).not.toContain("https://teams.microsoft.com");

    const [event] = buildUnifiedEvents({ microsoft: items }).events;
    expect(event?.online).toEqual({ url: TEAMS, provider: "teams" });
    expect(event?.class).toBe("online");
    expect(event?.signals).toContainEqual(
      expect.objectContaining({ kind: "online", strength: "strong", code: "description-link" }),
    );
  } finally {
    await emu.close();
  }
});

/** What the rules make of the default seed read through both production clients, by the Microsoft copy's id. */
async function defaultSeedVerdicts(safeLinks: "rewrite" | "off") {
  const now = new Date("2026-11-23T12:00:00Z");
  const seed = generateDefaultSeed({ now });
  // The seed's year and the December before it (a meeting there is out of the year to date), and its month ahead.
  const range = { start: "2025-12-01T00:00:00.000Z", end: "2027-01-01T00:00:00.000Z" };
  const ms = await startTest({ events: seed.microsoft, safeLinks });
  const g = await google.startTest({ events: seed.google });
  try {
    const settings = testSettings({
      MICROSOFT_GRAPH_URL: ms.url,
      MICROSOFT_LOGIN_URL: ms.url,
      GOOGLE_API_URL: g.url,
      GOOGLE_OAUTH2_URL: g.url,
      GOOGLE_ACCOUNTS_URL: g.url,
    });
    const microsoft = await createMicrosoftProvider(settings.microsoft).listEvents(
      String((await connect(ms)).access_token),
      range,
    );
    const googleItems = await createGoogleProvider(settings.google).listEvents(
      String((await google.connect(g)).access_token),
      range,
    );
    const { events } = buildUnifiedEvents({ microsoft: microsoft.items, google: googleItems.items });
    const bodies = microsoft.items.map((item) => (item as { body?: { content?: string } }).body?.content ?? "");
    return { seed, events, bodies };
  } finally {
    await Promise.all([ms.close(), g.close()]);
  }
}

const verdict = (e: UnifiedEvent) => ({
  key: e.key,
  class: e.class,
  attendance: e.attendance,
  online: e.online ?? null,
  signals: e.signals.map((s) => `${s.kind}:${s.strength}:${s.code}`).sort(),
});

test("the default seed's meetings are classified the same with Safe Links as without, and as truth.json says", async () => {
  const wrapped = await defaultSeedVerdicts("rewrite");
  const plain = await defaultSeedVerdicts("off");

  // The stand-in did wrap the seed's join links (Teams, Zoom and Meet links written out in the bodies).
  const joinLink = /https:\/\/(?:teams\.microsoft\.com|[a-z0-9.]*zoom\.us|meet\.google\.com)\//;
  expect(plain.bodies.filter((b) => joinLink.test(b)).length).toBeGreaterThan(5);
  expect(wrapped.bodies.filter((b) => joinLink.test(b))).toEqual([]);
  expect(wrapped.bodies.filter((b) => b.includes("safelinks.protection.outlook.com")).length).toBe(
    plain.bodies.filter((b) => joinLink.test(b)).length,
  );

  expect(wrapped.events.map(verdict)).toEqual(plain.events.map(verdict));

  // Each meeting with a Microsoft copy, as its truth says (canceled ones come from Graph alone: Google hides them).
  const byMicrosoftId = new Map(
    wrapped.events.flatMap((e) => e.sources.filter((s) => s.provider === "microsoft").map((s) => [s.id, e] as const)),
  );
  const mismatches = wrapped.seed.truth
    .filter((t) => t.ids.microsoft !== undefined)
    .map((t) => ({ title: t.title, expected: t.expectedClass, got: byMicrosoftId.get(t.ids.microsoft ?? "")?.class }))
    .filter((m) => m.got !== m.expected);
  expect(mismatches).toEqual([]);
});
