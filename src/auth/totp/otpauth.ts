/**
 * The `otpauth://` link an authenticator app reads from the QR code, in Google Authenticator's key-uri format:
 * `otpauth://totp/<issuer>:<account>?secret=<base32>&issuer=<issuer>`. Pure, so the encoding is tested alone.
 */

export interface OtpauthParams {
  /** Who issues the code (the site's brand): shown by the app above the account. */
  issuer: string;
  /** The user's account name, e.g. their e-mail address. */
  account: string;
  /** The base32 secret from AssociateSoftwareToken. */
  secret: string;
}

/**
 * Percent-encodes one label part or parameter value. `@` stays readable, as in the format's own examples (it is
 * allowed in a URI path); a `:` inside the issuer or account is encoded so it cannot be read as the separator.
 */
function encodePart(text: string): string {
  return encodeURIComponent(text).replace(/%40/g, "@");
}

/** Authenticator apps want the secret in upper case, without the spaces people add or base32 `=` padding. */
export function normalizeSecret(secret: string): string {
  return secret.replace(/[\s=]/g, "").toUpperCase();
}

export function otpauthUri({ issuer, account, secret }: OtpauthParams): string {
  const label = `${encodePart(issuer.trim())}:${encodePart(account.trim())}`;
  return `otpauth://totp/${label}?secret=${normalizeSecret(secret)}&issuer=${encodePart(issuer.trim())}`;
}
