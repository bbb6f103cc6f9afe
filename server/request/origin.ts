/**
 * Cross-site request refusal for mutating calls: the browser's Origin header must be the site's own origin. The
 * refresh cookie is SameSite=Strict already; this also covers old browsers and same-site subdomains.
 */
import type { IncomingHttpHeaders } from "http";

/** localhost, 127.0.0.0/8 and ::1: a browser treats http on these as a secure context. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return h === "localhost" || h.endsWith(".localhost") || h === "::1" || /^127(\.\d{1,3}){3}$/.test(h);
}

function parseOrigin(value: string | undefined): URL | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    // An Origin is scheme://host[:port] and nothing else.
    if (url.origin !== value.toLowerCase().replace(/\/$/, "")) return null;
    return url;
  } catch {
    return null;
  }
}

/**
 * Allowed: the configured site origin, or the request's own host (local runs, deploy previews), the latter only
 * over https or on a loopback host.
 */
export function originAllowed(headers: IncomingHttpHeaders, siteUrl: string): boolean {
  const raw = headers.origin;
  const origin = parseOrigin(Array.isArray(raw) ? raw[0] : raw);
  if (!origin) return false;
  let site: string | null = null;
  try {
    site = new URL(siteUrl).origin;
  } catch {
    site = null;
  }
  if (origin.origin === site) return true;
  const host = String(headers.host ?? "").toLowerCase();
  if (!host || origin.host !== host) return false;
  return origin.protocol === "https:" || isLoopbackHostname(origin.hostname);
}

/** True when the request's Origin is http on a loopback host: only then may the cookie drop `Secure`. */
export function isLoopbackHttpOrigin(headers: IncomingHttpHeaders): boolean {
  const raw = headers.origin;
  const origin = parseOrigin(Array.isArray(raw) ? raw[0] : raw);
  return !!origin && origin.protocol === "http:" && isLoopbackHostname(origin.hostname);
}

/** True when the Host header names a loopback host (the development cookie key is accepted only there). */
export function isLoopbackHost(headers: IncomingHttpHeaders): boolean {
  const host = String(headers.host ?? "");
  if (!host) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}
