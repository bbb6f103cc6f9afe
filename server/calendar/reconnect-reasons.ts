/**
 * Which provider errors reconnecting mends, and the sentence the user reads for each: a revoked grant; Google's
 * refresh tokens ending after 7 days while the site's Google app is in testing; Microsoft asking the user to sign in
 * again after a conditional-access or MFA change (`interaction_required`, `login_required`) or to consent again
 * (`consent_required`); Google calendar access unticked on the granular consent screen (403
 * `insufficientPermissions`); a Microsoft account with no Exchange Online mailbox (404
 * `MailboxNotEnabledForRESTAPI`), where connecting another account is the way back. Anything else is not the
 * user's to mend and stays an error.
 */
import type { ProviderId } from "../../core/calendar/model";
import { PROVIDER_NAMES } from "./names";
import { ProviderError } from "./providers/provider";
import { DAY_MS } from "../../core/time/units";

const calendar = (p: ProviderId) => `your ${PROVIDER_NAMES[p]} calendar`;

export const reconnectMessages = {
  revoked: (p: ProviderId) => `Reconnect ${calendar(p)}: access was revoked or has expired.`,
  unreadable: (p: ProviderId) => `Reconnect ${calendar(p)}: its saved sign-in can no longer be read on the server.`,
  noRefreshToken: (p: ProviderId) =>
    `Reconnect ${calendar(p)}: it did not grant offline access, so the connection cannot be renewed.`,
  refused: (p: ProviderId) => `Reconnect ${calendar(p)}: it no longer accepts the saved sign-in.`,
  testingExpiry: (p: ProviderId, days: number) =>
    `Reconnect your ${PROVIDER_NAMES[p]} calendar: ${PROVIDER_NAMES[p]} ended the connection ${days} days after it was made, as it does while this site's ${PROVIDER_NAMES[p]} app is in testing. Reconnecting restores it for another ${days} days; the site's administrators can end this by publishing the app.`,
  missingCalendarAccess: () =>
    "Reconnect your Google calendar and leave calendar access ticked: Google no longer lets UnifiedTime see your calendar, because that permission was not granted.",
  interactionRequired: () =>
    "Reconnect your Microsoft calendar: your organization now asks you to sign in again (for example with a second factor) before your calendar may be read.",
  loginRequired: () => "Reconnect your Microsoft calendar: Microsoft asks you to sign in again.",
  consentRequired: () =>
    "Reconnect your Microsoft calendar and accept the permissions again: the consent UnifiedTime had was withdrawn or no longer covers your calendar.",
  noMailbox: () =>
    "This Microsoft account has no Exchange Online mailbox, so Microsoft has no calendar to read for it. Reconnect with a work or school account that has an Outlook mailbox.",
};

/** Google's reasons for a token that lacks the scope (the v3 reason, and the newer error-details one). */
const GOOGLE_MISSING_SCOPE = new Set(["insufficientPermissions", "ACCESS_TOKEN_SCOPE_INSUFFICIENT"]);

/**
 * The reconnect sentence for `err`, or undefined when reconnecting would not help. Where the provider limits a
 * refresh token's life (`refreshTokenDays`: Google, for an app the deployment says is in testing), `connectedAt`
 * dates the token (Google does not rotate it) and tells that expiry from a revocation: Google answers both with
 * the same `invalid_grant`.
 */
export function reconnectMessage(
  err: unknown,
  connectedAt: string,
  now: number,
  refreshTokenDays?: number,
): string | undefined {
  if (!(err instanceof ProviderError)) return undefined;
  const { provider, reason, status } = err;
  if (provider === "microsoft") {
    if (reason === "interaction_required") return reconnectMessages.interactionRequired();
    if (reason === "login_required") return reconnectMessages.loginRequired();
    if (reason === "consent_required") return reconnectMessages.consentRequired();
    if (status === 404 && reason === "MailboxNotEnabledForRESTAPI") return reconnectMessages.noMailbox();
  }
  if (provider === "google" && status === 403 && reason !== undefined && GOOGLE_MISSING_SCOPE.has(reason))
    return reconnectMessages.missingCalendarAccess();
  if (err.kind !== "invalid_grant") return undefined;
  const age = now - Date.parse(connectedAt);
  if (refreshTokenDays !== undefined && age >= refreshTokenDays * DAY_MS)
    return reconnectMessages.testingExpiry(provider, refreshTokenDays);
  return reconnectMessages.revoked(provider);
}
