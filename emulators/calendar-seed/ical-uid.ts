/**
 * Exchange's iCalendar UIDs, so a meeting present in both calendars carries the UID each provider really shows:
 * Graph `iCalUId` is a hex Global Object ID (MS-OXOCAL PidLidGlobalObjectId) with the occurrence date in bytes
 * 17–20, and a meeting that came from outside Exchange (Google) embeds the foreign UID after a "vCal-Uid" marker;
 * Google shows an Outlook meeting's UID as the "clean" hex (date bytes zeroed). The decoder is the rule from
 * MS-ASEMAIL §4.3, kept here so the tests can prove both directions round-trip.
 */
import { parsePlainDate, plainDateOf, type EpochDay } from "../../core/time/plainDate";
import { hashBytes } from "./hash";

/** The fixed first 16 bytes of every Outlook Global Object ID. */
export const GLOBAL_OBJECT_ID_HEADER = "040000008200E00074C5B7101A82E008";

const VCAL_MARKER = Buffer.from("vCal-Uid", "ascii");

function le32(n: number): string {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b.toString("hex");
}

/** Windows FILETIME (100 ns since 1601), little-endian hex. */
function filetime(ms: number): string {
  const b = Buffer.alloc(8);
  b.writeBigUInt64LE((BigInt(ms) + 11_644_473_600_000n) * 10_000n);
  return b.toString("hex");
}

const ZERO4 = "00000000";
const ZERO8 = "0000000000000000";

/** The UID of a meeting created in Outlook: header, no instance date, creation time, a 16-byte GUID. */
export function outlookUid(seed: string, createdMs: number): string {
  const guid = hashBytes(`guid:${seed}`, 16).toString("hex");
  return `${GLOBAL_OBJECT_ID_HEADER}${ZERO4}${filetime(createdMs)}${ZERO8}${le32(16)}${guid}`.toUpperCase();
}

/** How Exchange stores a foreign (e.g. Google) UID: "vCal-Uid", a version word, the UID and a NUL. */
export function vCalUid(uid: string): string {
  const data = `${VCAL_MARKER.toString("hex")}${le32(1)}${Buffer.from(uid, "utf8").toString("hex")}00`;
  return `${GLOBAL_OBJECT_ID_HEADER}${ZERO4}${ZERO8}${ZERO8}${le32(data.length / 2)}${data}`.toUpperCase();
}

function hex(n: number, digits: number): string {
  return n.toString(16).toUpperCase().padStart(digits, "0");
}

/** The per-occurrence form Graph gives an occurrence: the original date in bytes 17–20 (year high, low, month, day). */
export function withInstanceDate(hexUid: string, day: EpochDay): string {
  const { year, month, day: date } = parsePlainDate(plainDateOf(day));
  return `${hexUid.slice(0, 32)}${hex(year, 4)}${hex(month, 2)}${hex(date, 2)}${hexUid.slice(40)}`.toUpperCase();
}

/**
 * The iCalendar UID Exchange derives from a Global Object ID: the embedded UID when bytes 41–48 are "vCal-Uid",
 * else the hex with the instance date zeroed. Anything that is not a Global Object ID is returned as is.
 */
export function decodeExchangeUid(value: string): string {
  if (!/^[0-9a-f]+$/i.test(value) || !value.toUpperCase().startsWith(GLOBAL_OBJECT_ID_HEADER) || value.length < 80) {
    return value;
  }
  const bytes = Buffer.from(value, "hex");
  if (bytes.subarray(40, 48).equals(VCAL_MARKER)) {
    const size = bytes.readUInt32LE(36);
    const end = Math.min(bytes.length, 40 + size);
    return bytes
      .subarray(52, end)
      .toString("utf8")
      .replace(/\u0000+$/, "");
  }
  bytes.fill(0, 16, 20);
  return bytes.toString("hex").toUpperCase();
}
