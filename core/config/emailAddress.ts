/**
 * What counts as one e-mail address wherever the site takes one in (the contact form, the mail settings): a local
 * part, an @ and a domain with a dot, and no control characters nor any of the characters that would let one value become several
 * recipients or a header of its own (whitespace, commas, semicolons, angle brackets, quotes, parentheses, colons,
 * backslashes, square brackets). Stricter than RFC 5322 on purpose: an address a visitor types is handed to SMTP,
 * and a list or a quoted display name there would turn one acknowledgment into mail to strangers. Pure, and small
 * enough for the browser.
 */

/** SMTP's limit on a forward path (RFC 5321 4.5.3.1.3, less the angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

const ATOM = String.raw`[^\s\x00-\x1f\x7f@<>(),;:"\[\]\\]+`;
export const EMAIL_ADDRESS_PATTERN = new RegExp(`^${ATOM}@${ATOM}\\.${ATOM}$`);

/** True for one plain address (already trimmed) of at most MAX_EMAIL_LENGTH characters. */
export function isEmailAddress(value: string): boolean {
  return value.length <= MAX_EMAIL_LENGTH && EMAIL_ADDRESS_PATTERN.test(value) && !/\.\.|@\.|\.@|^\.|\.$/.test(value);
}
