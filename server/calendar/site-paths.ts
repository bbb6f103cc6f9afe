/**
 * Where the OAuth flow sends the browser: the redirect URI registered with each provider, and the same-site page
 * to come back to. Only paths under /unifiedtime/ are accepted as a return target, so the connect call cannot be
 * turned into an open redirect.
 */
import type { IncomingHttpHeaders } from "http";
import type { ProviderId } from "../../core/calendar/model";
import { localOnlyAllowed } from "../request/local-only";

export const CALENDAR_PAGES_PREFIX = "/unifiedtime/";
export const MAX_RETURN_TO_LENGTH = 512;

export const providerPage = (provider: ProviderId) => `${CALENDAR_PAGES_PREFIX}${provider}`;

/** A same-site path under /unifiedtime/ (query allowed, no fragment), or the provider's page. */
export function safeReturnTo(value: string | undefined, provider: ProviderId): string {
  if (!value || value.length > MAX_RETURN_TO_LENGTH) return providerPage(provider);
  // Only a plain absolute path: no scheme, no "//host", no backslashes or control characters browsers rewrite.
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\s\u0000-\u001f\u007f#]/.test(value))
    return providerPage(provider);
  const base = "https://site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return providerPage(provider);
  }
  if (url.origin !== base || !url.pathname.startsWith(CALENDAR_PAGES_PREFIX)) return providerPage(provider);
  // Dot segments are resolved by URL: compare the resolved path with what was sent.
  if (`${url.pathname}${url.search}` !== value) return providerPage(provider);
  return value;
}

/** The site origin the provider redirects back to: SITE_URL, or in a local build the request's own loopback host. */
export function callbackOrigin(headers: IncomingHttpHeaders, siteUrl: string): string {
  if (localOnlyAllowed(headers)) return `http://${String(headers.host)}`;
  return new URL(siteUrl).origin;
}

export const redirectUriFor = (origin: string, provider: ProviderId) => `${origin}/api/calendar/callback/${provider}`;

/** The path with these query parameters added (for the 303 back to the page). */
export function withParams(path: string, params: Record<string, string>): string {
  const url = new URL(path, "https://site.invalid");
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}
