/** The Exchange GlobalObjId normalization (MS-ASEMAIL "Converting a GlobalObjId to a UID"). */
import { instanceHex, normalizeICalUid, sameICalUid, wrapThirdPartyUid } from "./ical-uid";
import { exchangeUid } from "./testing/builders";

describe("normalizeICalUid", () => {
  it("zeroes the instance date of a per-occurrence Exchange UID", () => {
    const occurrence = exchangeUid("series", "2026-03-09");
    expect(occurrence.slice(32, 40)).toBe(instanceHex("2026-03-09").toUpperCase());
    expect(normalizeICalUid(occurrence)).toBe(exchangeUid("series").toLowerCase());
  });

  it("unwraps a third-party UID carried after vCal-Uid", () => {
    expect(normalizeICalUid(wrapThirdPartyUid("Abc123@google.com", "2026-03-09"))).toBe("abc123@google.com");
  });

  it("reads a known wrapped example byte by byte", () => {
    const hex =
      "040000008200E00074C5B7101A82E00800000000000000000000000000000000000000001B0000007643616C2D5569640100000061626340676F6F676C652E636F6D00";
    expect(normalizeICalUid(hex)).toBe("abc@google.com");
  });

  it("lower-cases other UIDs and trims them", () => {
    expect(normalizeICalUid("  ABC@Google.com ")).toBe("abc@google.com");
    expect(normalizeICalUid("040000008200E00074C5B7101A82E008")).toBe("040000008200e00074c5b7101a82e008");
  });

  it("leaves hex that is not a GlobalObjId alone (apart from case)", () => {
    expect(normalizeICalUid("DEADBEEF".repeat(12))).toBe("deadbeef".repeat(12));
  });

  it("is idempotent on every form", () => {
    for (const uid of [
      exchangeUid("a", "2026-01-01"),
      wrapThirdPartyUid("x@google.com"),
      wrapThirdPartyUid(wrapThirdPartyUid("nested@example.com")),
      "PLAIN-UID",
      "",
    ]) {
      const once = normalizeICalUid(uid);
      expect(normalizeICalUid(once)).toBe(once);
    }
  });
});

describe("sameICalUid", () => {
  it("answers as comparing the normalized forms, for every pair of forms", () => {
    const google = "Abc123@google.com";
    const uids = [
      exchangeUid("a"),
      exchangeUid("a").toLowerCase(),
      exchangeUid("a", "2026-03-09"),
      ` ${exchangeUid("a", "2026-03-10")}\t`,
      exchangeUid("b"),
      wrapThirdPartyUid(google),
      wrapThirdPartyUid(google, "2026-03-09").toLowerCase(),
      wrapThirdPartyUid(wrapThirdPartyUid(google)),
      wrapThirdPartyUid(exchangeUid("a")),
      google,
      google.toUpperCase(),
      `  ${google}`,
      "040000008200E00074C5B7101A82E008",
      "040000008200E00074C5B7101A82E008ZZ",
      "040000008200e00074c5b7101a82e008" + "0".repeat(80),
      "\u0130" + exchangeUid("a").slice(1),
      "DEADBEEF".repeat(12),
      "",
    ];
    for (const a of uids) {
      for (const b of uids)
        expect([a, b, sameICalUid(a, b)]).toEqual([a, b, normalizeICalUid(a) === normalizeICalUid(b)]);
    }
  });
});
