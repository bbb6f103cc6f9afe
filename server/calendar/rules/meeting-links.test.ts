/** Meeting-link, maps-link, online-word and phone recognition. */
import { findMapsLink, findMeetingLink, isPhoneLocation, meetingLinkOf, PATTERNS } from "./meeting-links";
import { mulberry32 } from "./testing/generate";

describe("findMeetingLink", () => {
  it.each([
    ["https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0?context=%7b%7d", "teams"],
    ["https://gov.teams.microsoft.us/l/meetup-join/19%3ameeting_x", "teams"],
    ["https://teams.microsoft.com/meet/2345678?p=abc", "teams"],
    ["https://meet.google.com/abc-defg-hij", "meet"],
    ["https://us02web.zoom.us/j/81234567890?pwd=x", "zoom"],
    ["https://zoom.us/my/dana", "zoom"],
    ["zoommtg://zoom.us/join?confno=81234567890", "zoom"],
    ["https://acme.webex.com/meet/dana", "webex"],
    ["https://acme.webex.com/acme/j.php?MTID=m123", "webex"],
    ["https://join.skype.com/AbCdEf", "skype"],
    ["https://chime.aws/1234567890", "other"],
    ["https://meet.jit.si/NorthwindStandup", "other"],
    ["https://global.gotomeeting.com/join/123456789", "other"],
  ])("%s is a %s link", (url, provider) => {
    expect(findMeetingLink(`Join here: ${url}.`)).toEqual(expect.objectContaining({ url, provider }));
  });

  it.each([
    "https://example.com/zoom.us/j/1",
    "https://teams.microsoft.com/_#/calendarv2",
    "https://meet.google.com/",
    "No link at all",
  ])("%s is not a meeting link", (text) => {
    expect(findMeetingLink(text)).toBeUndefined();
  });

  it("takes the first link in a description", () => {
    expect(findMeetingLink("Zoom https://zoom.us/j/1 or Meet https://meet.google.com/abc-defg-hij")?.provider).toBe(
      "zoom",
    );
  });

  it("cuts a link at the end of an HTML attribute", () => {
    expect(findMeetingLink('<a href="https://zoom.us/j/123">join</a>')?.url).toBe("https://zoom.us/j/123");
  });

  it("keeps an unknown declared join URL as 'other'", () => {
    expect(meetingLinkOf("https://video.example.com/room/1")).toEqual({
      url: "https://video.example.com/room/1",
      provider: "other",
      service: "video.example.com",
    });
  });
});

describe("maps links, online words and phone numbers", () => {
  it.each([
    "https://maps.google.com/?q=Oslo",
    "https://www.google.com/maps/place/Harbor",
    "https://goo.gl/maps/abc",
    "https://maps.app.goo.gl/AbC",
    "https://www.bing.com/maps?q=Oslo",
    "https://maps.apple.com/?q=Oslo",
  ])("%s is a maps link", (url) => expect(findMapsLink(url)).toBe(url));

  it.each(["+1 (555) 010-2030", "tel:+15550102030", "+47 22 33 44 55 PIN: 1234#", "0800 123 4567"])(
    "%s is a phone location",
    (text) => expect(isPhoneLocation(text)).toBe(true),
  );

  it.each(["Room 101", "2026", "Building 7, floor 3"])("%s is not a phone location", (text) =>
    expect(isPhoneLocation(text)).toBe(false),
  );
});

describe("findMeetingLink finds what running the patterns one by one finds", () => {
  // The definition: the leftmost match of any pattern, the earliest pattern on a tie, trailing punctuation cut.
  const reference = (text: string) => {
    let best: { index: number; url: string; provider: string; service: string } | undefined;
    for (const pattern of PATTERNS) {
      const m = pattern.re.exec(text);
      if (m && (!best || m.index < best.index)) {
        best = {
          index: m.index,
          url: m[0].replace(/[.,;:!?]+$/, ""),
          provider: pattern.provider,
          service: pattern.service,
        };
      }
    }
    return best && { url: best.url, provider: best.provider, service: best.service };
  };

  it("on 20,000 random texts made of links, near-links, punctuation and markup", () => {
    const random = mulberry32(29);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const pieces = [
      "https://teams.microsoft.com/l/meetup-join/19%3ameeting_x%40thread.v2/0",
      "https://gov.teams.microsoft.us/meet/123",
      "HTTPS://TEAMS.LIVE.COM/MEET/9",
      "https://meet.google.com/abc-defg-hij",
      "https://meet.google.com/_meet/abc-defg-hij?authuser=0",
      "https://meet.google.com/lookup/xyz",
      "https://us02web.zoom.us/j/8123?pwd=x",
      "zoommtg://zoom.us/join?confno=1",
      "https://zoomgov.com/my/dana",
      "https://acme.webex.com/acme/j.php?MTID=m1",
      "https://join.skype.com/AbC",
      "https://meet.lync.com/x",
      "https://app.chime.aws/meetings/1234",
      "https://meet.jit.si/Room",
      "https://global.gotomeeting.com/join/123",
      "https://meet.goto.com/1",
      "https://acme.whereby.com/room",
      "https://bluejeans.com/123",
      "https://v.ringcentral.com/j/1",
      "https://example.com/zoom.us/j/1",
      "https://meet.google.com/",
      "http://teams.microsoft.com/_#/x",
      " ",
      "\n",
      ".",
      ",",
      "!",
      "?",
      ";",
      ":",
      "(",
      ")",
      "[",
      "]",
      "<",
      ">",
      '"',
      "'",
      "Join",
      "meeting",
      "é",
      "/",
      "#",
    ];
    const wrong: string[] = [];
    for (let n = 0; n < 20_000; n++) {
      let text = "";
      const count = 1 + Math.floor(random() * 6);
      for (let k = 0; k < count; k++) text += pick(pieces);
      const got = findMeetingLink(text);
      const want = reference(text);
      if (JSON.stringify(got) !== JSON.stringify(want)) wrong.push(JSON.stringify(text));
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
