/** A free-text location's words: services and online words as words, calls, placeholders, and places. */
import { readLocationWords } from "./location-words";

describe("readLocationWords", () => {
  it.each([
    ["Microsoft Teams Meeting", "teams"],
    ["MS Teams", "teams"],
    ["Teams - link to follow", "teams"],
    ["Zoom call", "zoom"],
    ["zoom", "zoom"],
    [" Zoom. ", "zoom"],
    ["Webex Meeting", "webex"],
    ["Google Meet", "meet"],
    ["Hangouts Meet", "meet"],
    ["Skype", "skype"],
    ["Online", "other"],
    [" ONLINE. ", "other"],
    ["Virtual meeting", "other"],
    ["Remote", "other"],
    ["Webinar", "other"],
    ["Video call", "other"],
    ["TBD - Teams", "teams"],
  ])("%s names an online meeting and no place (%s)", (text, provider) => {
    expect(readLocationWords(text)).toEqual({ online: provider, onlyOnline: true, phone: false, placeholder: false });
  });

  it.each(["Fabrikam HQ (Teams for remote attendees)", "Room 4.02 + Zoom", "Oslo office / MS Teams"])(
    "%s names a place and an online service: both",
    (text) => expect(readLocationWords(text)).toMatchObject({ onlyOnline: false, online: expect.any(String) }),
  );

  it.each(["Phone", "By phone", "Telephone", "Conference call", "Call", "Dial-in"])("%s is a call", (text) =>
    expect(readLocationWords(text)).toEqual({ online: undefined, onlyOnline: false, phone: true, placeholder: false }),
  );

  it.each(["TBD", "tba", "To be confirmed", "See description", "See invitation", "N/A", "None", "?"])(
    "%s is a placeholder",
    (text) =>
      expect(readLocationWords(text)).toEqual({
        online: undefined,
        onlyOnline: false,
        phone: false,
        placeholder: true,
      }),
  );

  it.each([
    "Online store on Main St",
    "Remote office Bergen",
    "Room Zoom-1",
    "Virtual Reality Lab, Building 5",
    "Conference Room A",
    "Teamsvej 4, Aarhus",
    "Call center, 3rd floor",
  ])("%s names a place only", (text) => expect(readLocationWords(text)).toBeUndefined());
});
