/**
 * How a log line names a calendar account: a short stable hash of its address, never the address itself, so the
 * function log (kept and read outside the site) holds no one's e-mail. The same account gets the same tag on every
 * line and instance, so lines about it can still be matched, and an operator who knows an address can compute its
 * tag (accountTag) to find them. The fixed label keeps these hashes apart from any other SHA-256 of an address.
 */
import { createHash } from "crypto";

const LABEL = "northwind calendar account v1";

/** `acct:` and the first 12 hex digits of SHA-256(label, the address trimmed and lower-cased). */
export function accountTag(account: string): string {
  const digest = createHash("sha256").update(`${LABEL}\0${account.trim().toLowerCase()}`).digest("hex");
  return `acct:${digest.slice(0, 12)}`;
}
