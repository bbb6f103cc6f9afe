/**
 * Bodies as a tenant with Defender's Safe Links has them (behavior `safeLinks`, "rewrite" by default): every http(s)
 * link in an html body wrapped in calendarView, its delta and an event by id, an anchor's words kept, structured
 * fields untouched; as seeded with "off"; and the text conversion keeping a link's address after its words.
 */
import { safeLink } from "../safe-links";
import { connect, graphEvent, graphGet, startTest } from "../testing/helpers";

const ZOOM = "https://us02web.zoom.us/j/81234567890?pwd=abc123";
const MEET = "https://meet.google.com/abc-defg-hij";
const TEAMS = "https://teams.microsoft.com/l/meetup-join/19%3ameeting_abc%40thread.v2/0?context=%7b%7d&x=1";
const MAPS = "https://www.bing.com/maps?where=400+Harbor+Street";
const HTML =
  `<html><body><p>Agenda.<br>Join with Google Meet: ${MEET}.</p>` +
  `<p><a href="${ZOOM}">${ZOOM}</a></p>` +
  `<p><a href="${TEAMS.replace(/&/g, "&amp;")}" target="_blank">Join the meeting now</a></p></body></html>`;

const EVENT = graphEvent("invite", "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000", {
  body: { contentType: "html", content: HTML },
  bodyPreview: `Agenda. Join with Google Meet: ${MEET}.`,
  onlineMeeting: { joinUrl: TEAMS },
  location: { displayName: "Harbor office", locationType: "default", locationUri: MAPS },
});
const WINDOW = "startDateTime=2024-05-01T00:00:00Z&endDateTime=2024-06-01T00:00:00Z";
const MAILBOX = "consultant@northwind.example";
const html = (item: unknown) => (item as { body: { content: string } }).body.content;

test("a wrapped link carries the link in `url`, and is the same for the same link and mailbox", () => {
  const wrapped = new URL(safeLink(ZOOM, MAILBOX));
  expect(wrapped.hostname).toMatch(/^[a-z0-9]+\.safelinks\.protection\.outlook\.com$/);
  expect(wrapped.pathname).toBe("/");
  expect(wrapped.searchParams.get("url")).toBe(ZOOM);
  expect(wrapped.searchParams.get("data")).toMatch(/^05\|02\|consultant@northwind\.example\|[0-9a-f]{32}\|/);
  expect(wrapped.searchParams.get("reserved")).toBe("0");
  expect(safeLink(ZOOM, MAILBOX)).toBe(wrapped.href);
  expect(safeLink(wrapped.href, MAILBOX)).toBe(wrapped.href);
});

test("rewrite (the default): every link in the html body wrapped, wherever Graph sends the event", async () => {
  const emu = await startTest({ events: [EVENT] });
  try {
    const token = String((await connect(emu)).access_token);
    const view = (await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token)).body.value as unknown[];
    const delta = (await graphGet(`${emu.url}/v1.0/me/calendarView/delta?${WINDOW}`, token)).body.value as unknown[];
    const byId = (await graphGet(`${emu.url}/v1.0/me/events/invite`, token)).body;
    const wrap = (url: string) => safeLink(url, MAILBOX).replace(/&/g, "&amp;");
    const expected =
      `<html><body><p>Agenda.<br>Join with Google Meet: ${wrap(MEET)}.</p>` +
      `<p><a href="${wrap(ZOOM)}">${ZOOM}</a></p>` +
      `<p><a href="${wrap(TEAMS)}" target="_blank">Join the meeting now</a></p></body></html>`;
    for (const item of [view[0], delta[0], byId]) {
      expect(html(item)).toBe(expected);
      // Structured fields and the preview are not the body: Defender leaves them alone.
      expect(item).toMatchObject({
        onlineMeeting: { joinUrl: TEAMS },
        location: { locationUri: MAPS },
        bodyPreview: `Agenda. Join with Google Meet: ${MEET}.`,
      });
    }

    // As text, Exchange writes a link's address after its words: here the wrapped one.
    const text = await graphGet(`${emu.url}/v1.0/me/events/invite`, token, {
      Prefer: 'outlook.body-content-type="text"',
    });
    expect(text.body.body).toEqual({
      contentType: "text",
      content: `Agenda.\nJoin with Google Meet: ${safeLink(MEET, MAILBOX)}.\n${ZOOM}<${safeLink(ZOOM, MAILBOX)}>\nJoin the meeting now<${safeLink(TEAMS, MAILBOX)}>`,
    });
  } finally {
    await emu.close();
  }
});

test("off: the body as seeded, and as text each link after its words", async () => {
  const emu = await startTest({ events: [EVENT], safeLinks: "off" });
  try {
    const token = String((await connect(emu)).access_token);
    const view = (await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}`, token)).body.value as unknown[];
    expect(html(view[0])).toBe(HTML);
    const text = await graphGet(`${emu.url}/v1.0/me/events/invite`, token, {
      Prefer: 'outlook.body-content-type="text"',
    });
    expect(text.body.body).toEqual({
      contentType: "text",
      content: `Agenda.\nJoin with Google Meet: ${MEET}.\n${ZOOM}<${ZOOM}>\nJoin the meeting now<${TEAMS}>`,
    });
  } finally {
    await emu.close();
  }
});
