/**
 * One comparable form of an iCalendar UID across Exchange and Google, so the same meeting in both calendars is
 * recognized. Exchange exposes its binary GlobalObjId as hex (`040000008200E00074C5B7101A82E008…`) and, for
 * occurrences, writes the occurrence date into it; Google shares one UID across a series. The conversion follows
 * MS-ASEMAIL "Converting a GlobalObjId to a UID": a wrapped third-party UID ("vCal-Uid" at bytes 41-48) is unwrapped,
 * otherwise the instance-date bytes 17-20 are zeroed. The result is lower-cased (UIDs compare case-insensitively here)
 * and normalizing twice gives the same value.
 */

const CLASS_ID = "040000008200e00074c5b7101a82e008";
/** Header: class id 16, instance date 4, creation time 8, reserved 8, data size 4 (little-endian). */
const DATA_OFFSET = 40;
const SIZE_OFFSET = 36;
const WATERMARK = "vCal-Uid";
const WATERMARK_LOWER = WATERMARK.toLowerCase();
/** The watermark is followed by a 4-byte version (01 00 00 00) before the UID's UTF-8 bytes. */
const WRAPPED_UID_OFFSET = DATA_OFFSET + WATERMARK.length + 4;
/** Lower-case hex starting with the class id: one regex scan does what startsWith and a hex test did in two. */
/** Exported for the patterns' linear-time test. */
export const GLOBAL_OBJ_ID = new RegExp(`^${CLASS_ID}[0-9a-f]*$`);

export function normalizeICalUid(uid: string): string {
  const text = uid.trim().toLowerCase();
  if (text.length < DATA_OFFSET * 2 || text.length % 2 !== 0 || !GLOBAL_OBJ_ID.test(text)) return text;
  const wrapped = unwrapThirdParty(text);
  // The wrapped UID is normalized again so a (pathological) wrapped GlobalObjId still converges: idempotent.
  if (wrapped !== undefined) return normalizeICalUid(wrapped);
  // Instance date already zero (most UIDs: not an occurrence): the text is its own normal form, no copy.
  if (text.startsWith("00000000", 32)) return text;
  return `${text.slice(0, 32)}00000000${text.slice(40)}`;
}

/**
 * `normalizeICalUid(a) === normalizeICalUid(b)`, without normalizing either in the usual unequal case: a UID that
 * does not start with the GlobalObjId class id normalizes to itself lower-cased, which does not start with it either,
 * while a GlobalObjId normalizes to one that does, unless it wraps a third-party UID. Merging asks this for every two
 * copies that start at the same time, mostly unrelated meetings, and lower-casing each long hex UID cost ~1 MB and
 * ~3% of a call.
 */
export function sameICalUid(a: string, b: string): boolean {
  if (a === b) return true;
  const aObjId = startsWithClassId(a);
  if (aObjId !== startsWithClassId(b) && !mayWrap(aObjId ? a : b)) return false;
  return normalizeICalUid(a) === normalizeICalUid(b);
}

/**
 * Whether the trimmed, lower-cased UID starts with the class id, read in place. Only ASCII letters lower-case to the
 * class id's characters (digits and a-e), so a UID with other characters there does not.
 */
function startsWithClassId(uid: string): boolean {
  const text = uid.trim();
  if (text.length < CLASS_ID.length) return false;
  for (let i = 0; i < CLASS_ID.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90 ? c + 32 : c) !== CLASS_ID.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Whether a UID starting with the class id could carry a wrapped third-party UID: long enough, and the watermark's
 * bytes (ignoring case, as unwrapThirdParty reads them) where it would be. Hex digits of either case are read in
 * place; any other character there fails the GlobalObjId test, so nothing is unwrapped.
 */
function mayWrap(uid: string): boolean {
  const text = uid.trim();
  if (text.length <= WRAPPED_UID_OFFSET * 2) return false;
  for (let i = 0; i < WATERMARK_LOWER.length; i++) {
    const high = anyCaseNibble(text.charCodeAt((DATA_OFFSET + i) * 2));
    const low = anyCaseNibble(text.charCodeAt((DATA_OFFSET + i) * 2 + 1));
    if (high < 0 || low < 0) return false;
    const b = (high << 4) | low;
    if ((b >= 65 && b <= 90 ? b + 32 : b) !== WATERMARK_LOWER.charCodeAt(i)) return false;
  }
  return true;
}

/** One hex digit's value in either case, -1 for any other character. */
function anyCaseNibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

const decoder = new TextDecoder("utf-8");

/** One lower-case hex digit's value (module-level, not re-created per byte). */
function nibble(c: number): number {
  return c <= 57 ? c - 48 : c - 87;
}

/** One byte of lower-case hex (already checked to be hex). */
function byteAt(hex: string, index: number): number {
  return (nibble(hex.charCodeAt(index * 2)) << 4) | nibble(hex.charCodeAt(index * 2 + 1));
}

function unwrapThirdParty(hex: string): string | undefined {
  const bytes = hex.length / 2;
  if (bytes <= WRAPPED_UID_OFFSET) return undefined;
  // The watermark compared byte by byte, ignoring ASCII case (no Latin-1 byte lower-cases to an ASCII letter).
  for (let i = 0; i < WATERMARK_LOWER.length; i++) {
    const b = byteAt(hex, DATA_OFFSET + i);
    if ((b >= 65 && b <= 90 ? b + 32 : b) !== WATERMARK_LOWER.charCodeAt(i)) return undefined;
  }
  const size =
    byteAt(hex, SIZE_OFFSET) |
    (byteAt(hex, SIZE_OFFSET + 1) << 8) |
    (byteAt(hex, SIZE_OFFSET + 2) << 16) |
    (byteAt(hex, SIZE_OFFSET + 3) << 24);
  const end = Math.min(bytes, DATA_OFFSET + Math.max(0, size));
  let last = end;
  while (last > WRAPPED_UID_OFFSET && byteAt(hex, last - 1) === 0) last--;
  if (last <= WRAPPED_UID_OFFSET) return undefined;
  const raw = new Uint8Array(last - WRAPPED_UID_OFFSET);
  for (let i = 0; i < raw.length; i++) raw[i] = byteAt(hex, WRAPPED_UID_OFFSET + i);
  const text = decoder.decode(raw).trim();
  return text || undefined;
}

/** Hex form of an embedded third-party UID, as Exchange writes a Google-originated meeting (for tests and seeds). */
export function wrapThirdPartyUid(uid: string, instanceDate?: string): string {
  const data = [...new TextEncoder().encode(WATERMARK), 1, 0, 0, 0, ...new TextEncoder().encode(uid), 0];
  const size = data.length;
  const hex = (bytes: Iterable<number>) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return (
    CLASS_ID +
    instanceHex(instanceDate) +
    "0".repeat(32) +
    hex([size & 0xff, (size >> 8) & 0xff, (size >> 16) & 0xff, (size >>> 24) & 0xff]) +
    hex(data)
  ).toUpperCase();
}

/** Instance-date bytes (year big-endian, month, day) for an occurrence date `yyyy-mm-dd`, zero when absent. */
export function instanceHex(date: string | undefined): string {
  if (!date) return "00000000";
  const y = Number(date.slice(0, 4));
  return [y >> 8, y & 0xff, Number(date.slice(5, 7)), Number(date.slice(8, 10))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}
