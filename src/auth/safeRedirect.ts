/**
 * Where to send someone after sign-in. The target travels through the URL and the hosted UI's round trip, so it
 * is attacker-controlled: only a path on this site passes, everything else becomes "/" (no open redirect).
 */

const BASE = "https://site.invalid";
const BASE_ORIGIN = new URL(BASE).origin;
/** Enough rounds to undo double and triple encoding; anything still changing after that is refused. */
const MAX_DECODE_ROUNDS = 5;

// C0 controls, DEL, C1 controls and the Unicode line/paragraph separators: URL parsers strip or split on some of
// them (a tab inside "/\t/evil" vanishes and leaves "//evil"), so none belongs in a redirect target.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** A single "/" then a path character: not "//" or "/\" (protocol-relative), no backslash, no control char. */
function looksLikeLocalPath(value: string): boolean {
  if (!value.startsWith("/")) return false;
  const second = value.charAt(1);
  if (second === "/" || second === "\\") return false;
  if (value.includes("\\") || CONTROL.test(value) || SCHEME.test(value)) return false;
  try {
    const url = new URL(value, BASE);
    // "/..//evil" stays on the origin but normalizes to the path "//evil", which is off-site once reused as a path.
    return url.origin === BASE_ORIGIN && !url.pathname.startsWith("//") && !url.pathname.includes("\\");
  } catch {
    return false;
  }
}

/**
 * One round of percent-decoding. decodeURIComponent throws on a lone "%" or broken UTF-8; then only the ASCII
 * escapes are decoded, which are the ones that could form "/", "\", ":" or a control character.
 */
function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/%([0-7][0-9a-f])/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
}

/** `input` when it is a path on this site (query and hash kept), otherwise "/". */
export function safeRedirectPath(input: unknown): string {
  if (typeof input !== "string" || !looksLikeLocalPath(input)) return "/";
  // Whatever decodes the target later (a router, a server, a second hop) must not find an off-site URL in it.
  let current = input;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    const decoded = decodeOnce(current);
    if (decoded === current) return input;
    if (!looksLikeLocalPath(decoded)) return "/";
    current = decoded;
  }
  return "/";
}
