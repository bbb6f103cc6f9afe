/** Reasons as sentences a person reads, without raw links. */
import { reasonSentence, withoutUrls } from "./readable";

describe("readable reasons", () => {
  it("shows a link as its site", () => {
    expect(withoutUrls("Location: https://www.google.com/maps/place/Client+HQ/@51.5,-0.1,17z")).toBe(
      "Location: google.com",
    );
    expect(
      withoutUrls(
        "Zoom link (https://eur03.safelinks.protection.outlook.com/?url=https%3A%2F%2Fzoom.us%2Fj%2F1&data=x), weak",
      ),
    ).toBe("Zoom link (eur03.safelinks.protection.outlook.com), weak");
    expect(withoutUrls("Room 4; no link")).toBe("Room 4; no link");
    expect(withoutUrls("See https://contoso.example/a, then the room.")).toBe("See contoso.example, then the room.");
  });

  it("makes each reason a sentence", () => {
    expect(reasonSentence("teams link (https://teams.microsoft.com/l/meetup-join/19%3a)")).toBe(
      "Teams link (teams.microsoft.com).",
    );
    expect(reasonSentence("never counted: you declined it.")).toBe("Never counted: you declined it.");
    expect(reasonSentence("  ")).toBe("");
  });
});
