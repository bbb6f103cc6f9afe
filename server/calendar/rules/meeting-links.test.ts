/** Meeting-link, maps-link, online-word and phone recognition. */
import { findMapsLink, findMeetingLink, isPhoneLocation, meetingLinkOf, onlineLocationWord } from "./meeting-links";

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
    "https://www.google.com/maps/place/Harbour",
    "https://goo.gl/maps/abc",
    "https://maps.app.goo.gl/AbC",
    "https://www.bing.com/maps?q=Oslo",
    "https://maps.apple.com/?q=Oslo",
  ])("%s is a maps link", (url) => expect(findMapsLink(url)).toBe(url));

  it.each(["Microsoft Teams Meeting", "zoom", "Google Meet", "Online", "Virtual", "Remote", "Webinar", " ONLINE. "])(
    "%s is an online word",
    (text) => expect(onlineLocationWord(text)).toBeDefined(),
  );

  it.each(["Online store on Main St", "Remote office Bergen", "Room Zoom-1"])("%s is not an online word", (text) =>
    expect(onlineLocationWord(text)).toBeUndefined(),
  );

  it.each(["+1 (555) 010-2030", "tel:+15550102030", "+47 22 33 44 55 PIN: 1234#", "0800 123 4567"])(
    "%s is a phone location",
    (text) => expect(isPhoneLocation(text)).toBe(true),
  );

  it.each(["Room 101", "2026", "Building 7, floor 3"])("%s is not a phone location", (text) =>
    expect(isPhoneLocation(text)).toBe(false),
  );
});
