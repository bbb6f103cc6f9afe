/**
 * The request the production Graph client sends, answered by the Graph stand-in, through the rules: what reaches the
 * rules is what Graph returns for that request ($select, Prefer), not the seed handed over directly.
 */
import { DEFAULT_DEFINITION } from "../../../../core/calendar/model";
import { judge } from "../../../../core/calendar/report/definition";
import { reportExclusion } from "../../../../core/calendar/eligibility";
import { buildUnifiedEvents } from "../../rules";
import { connect, graphEvent, startTest, type TestStandIn } from "../../../../emulators/microsoft/testing";
import { testSettings } from "../../testing/settings";
import { createMicrosoftProvider } from ".";

const ZOOM = "https://us02web.zoom.us/j/81234567890?pwd=abc123";
// An invitation received in Outlook: a room, and the Zoom link only in the HTML body (not an Outlook online meeting).
const ROOM_AND_ZOOM = graphEvent("room-and-zoom", "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000", {
  location: { displayName: "Board Room, 400 Harbor Street", locationType: "conferenceRoom" },
  locations: [{ displayName: "Board Room, 400 Harbor Street", locationType: "conferenceRoom" }],
  isOnlineMeeting: false,
  onlineMeetingProvider: "unknown",
  body: {
    contentType: "html",
    content: `<html><body><p>Quarterly review.</p><p>Join Zoom Meeting<br><a href="${ZOOM}">${ZOOM}</a></p></body></html>`,
  },
  bodyPreview: "Quarterly review. Join Zoom Meeting",
  originalStartTimeZone: "Pacific Standard Time",
  responseStatus: { response: "accepted", time: "2024-05-01T10:00:00Z" },
});

let emu: TestStandIn;
let token: string;

beforeAll(async () => {
  emu = await startTest({ events: [ROOM_AND_ZOOM] });
  token = String((await connect(emu)).access_token);
});

afterAll(() => emu.close());

test("an Outlook event with a room and a Zoom link only in its body is a hybrid meeting, not counted as in person by default", async () => {
  const settings = testSettings({ MICROSOFT_GRAPH_URL: emu.url, MICROSOFT_LOGIN_URL: emu.url });
  const provider = createMicrosoftProvider(settings.microsoft);
  const { items } = await provider.listEvents(token, {
    start: "2024-05-01T00:00:00.000Z",
    end: "2024-06-01T00:00:00.000Z",
  });
  expect(items).toHaveLength(1);
  const [item] = items as Array<Record<string, unknown>>;
  // Selected, and as text: the link survives, the markup does not.
  expect(item?.body).toEqual({ contentType: "text", content: expect.stringContaining(ZOOM) });
  expect(JSON.stringify(item?.body)).not.toContain("<a href");
  expect(item?.originalStartTimeZone).toBe("Pacific Standard Time");

  // The link reaches the rules: a room and one meeting's link in the body make a hybrid meeting.
  const [event] = buildUnifiedEvents({ microsoft: items }).events;
  expect(event?.class).toBe("hybrid");
  expect(event?.online).toEqual({ url: ZOOM, provider: "zoom" });
  expect(event?.signals).toContainEqual(
    expect.objectContaining({ kind: "online", strength: "strong", code: "description-link" }),
  );
  const verdict = judge(event!, undefined, DEFAULT_DEFINITION, reportExclusion);
  expect(verdict).toMatchObject({
    counted: false,
    reasons: expect.arrayContaining([expect.stringMatching(/^hybrid: not counted/)]),
  });
  // Without the body (the request before) it was an in-person meeting, counted.
  const { body: _body, bodyPreview: _preview, ...withoutBody } = item as Record<string, unknown>;
  const [before] = buildUnifiedEvents({ microsoft: [withoutBody] }).events;
  expect(before?.class).toBe("in_person");
  expect(judge(before!, undefined, DEFAULT_DEFINITION, reportExclusion).counted).toBe(true);
});
