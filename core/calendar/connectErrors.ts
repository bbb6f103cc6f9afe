/**
 * Why connecting a calendar failed, as the OAuth callback tells the page (`?error=<code>`), and the fixed sentence
 * the page shows for each. Only the code travels in the URL: a link someone crafted can pick one of these
 * sentences, never put its own words inside the site's alert.
 */
export const CONNECT_ERRORS = [
  "expired",
  "state_mismatch",
  "access_denied",
  "missing_scope",
  "provider_error",
  "invalid_callback",
  "unreachable",
  "exchange_failed",
  "other_user",
  "failed",
] as const;

export type ConnectError = (typeof CONNECT_ERRORS)[number];

export function isConnectError(code: string): code is ConnectError {
  return (CONNECT_ERRORS as readonly string[]).includes(code);
}

/** The sentence for `code`, naming the provider ("Microsoft", "Google"). */
export function connectErrorMessage(code: ConnectError, name: string): string {
  switch (code) {
    case "expired":
      return `Connecting ${name} took longer than 10 minutes. Start connecting again.`;
    case "state_mismatch":
      return `This answer from ${name} does not belong to a connection started in this browser. Start connecting again.`;
    case "access_denied":
      return `You did not allow access to your ${name} calendar, so nothing was connected.`;
    case "missing_scope":
      return `${name} did not give access to your calendar (the calendar permission was not ticked), so nothing was connected. Connect again and allow calendar access.`;
    case "provider_error":
      return `${name} refused the connection. Try connecting again.`;
    case "invalid_callback":
      return `${name} sent back no authorization code. Start connecting again.`;
    case "unreachable":
      return `${name} could not be reached. Try connecting again shortly.`;
    case "exchange_failed":
      return `${name} did not accept the connection. Start connecting again.`;
    case "other_user":
      return `This connection to ${name} was started by another account signed in to this browser, so nothing was connected. Start connecting again.`;
    case "failed":
      return `Your ${name} calendar could not be connected. Try again shortly.`;
  }
}
