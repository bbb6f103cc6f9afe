import { decodeExchangeUid, GLOBAL_OBJECT_ID_HEADER, outlookUid, vCalUid, withInstanceDate } from "./ical-uid";
import { epochDay } from "../../core/time/plainDate";

describe("Exchange iCalendar UIDs", () => {
  const created = Date.UTC(2026, 0, 5, 10, 12, 33);

  it("builds an Outlook Global Object ID: header, zero instance date, FILETIME, size 16, GUID", () => {
    const uid = outlookUid("some-meeting", created);
    expect(uid).toMatch(/^[0-9A-F]{112}$/);
    expect(uid.startsWith(GLOBAL_OBJECT_ID_HEADER)).toBe(true);
    expect(uid.slice(32, 40)).toBe("00000000");
    const filetime = Buffer.from(uid.slice(40, 56), "hex").readBigUInt64LE();
    expect(Number(filetime / 10_000n - 11_644_473_600_000n)).toBe(created);
    expect(uid.slice(72, 80)).toBe("10000000");
    expect(outlookUid("some-meeting", created)).toBe(uid);
    expect(outlookUid("another-meeting", created)).not.toBe(uid);
  });

  it("writes the occurrence date into bytes 17–20 and decoding zeroes it again", () => {
    const uid = outlookUid("series", created);
    const occurrence = withInstanceDate(uid, epochDay(2026, 3, 5));
    expect(occurrence.slice(32, 40)).toBe("07EA0305");
    expect(occurrence).not.toBe(uid);
    expect(decodeExchangeUid(occurrence)).toBe(uid);
    expect(decodeExchangeUid(uid)).toBe(uid);
  });

  it("embeds a foreign UID after 'vCal-Uid' (bytes 41–48) and decodes it back, with or without an instance date", () => {
    const google = "7kq3u1c0ojd8cb8e9l1p2q3r4s@google.com";
    const uid = vCalUid(google);
    expect(Buffer.from(uid, "hex").subarray(40, 48).toString("ascii")).toBe("vCal-Uid");
    expect(decodeExchangeUid(uid)).toBe(google);
    expect(decodeExchangeUid(withInstanceDate(uid, epochDay(2026, 11, 19)))).toBe(google);
    expect(decodeExchangeUid(uid.toLowerCase())).toBe(google);
  });

  it("leaves anything that is not a Global Object ID alone", () => {
    expect(decodeExchangeUid("lunch-b2@mail.wingtip.example")).toBe("lunch-b2@mail.wingtip.example");
    expect(decodeExchangeUid("040000008200E000")).toBe("040000008200E000");
  });
});
