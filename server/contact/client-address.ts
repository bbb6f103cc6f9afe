/**
 * Who is sending, for the per-address rate limit and the security notices: the client's IP as the host's edge
 * reports it, else the connection's own address. The edge's header is trusted only where the build says there is
 * an edge that sets it: on Netlify's build machines (NETLIFY=true) x-nf-client-connection-ip, which a client cannot
 * set through Netlify; elsewhere the header CLIENT_IP_HEADER names (a self-hosted proxy's). Gatsby bakes both into
 * the function bundles at build time, so no request can change the answer. Anywhere else a client could write the
 * header itself, so it is ignored. X-Forwarded-For is never read. IPv6 addresses count per /64, the block one
 * household or server usually gets, so rotating within it does not dodge the limit.
 */
import type { IncomingHttpHeaders } from "http";
import { isIP } from "net";

/** The header Netlify's edge sets to the client's address. */
export const NETLIFY_CLIENT_IP_HEADER = "x-nf-client-connection-ip";

/**
 * The trusted client-address header, lower-cased, or null. The defaults are read as `process.env.NAME` on purpose:
 * Gatsby's function build replaces exactly that form with the build's value.
 */
export function trustedClientIpHeader(
  setting: string | undefined = process.env.CLIENT_IP_HEADER,
  onNetlify: boolean = process.env.NETLIFY === "true",
): string | null {
  const name = (setting ?? "").trim().toLowerCase();
  if (name) return /^[a-z0-9-]{1,64}$/.test(name) ? name : null;
  return onNetlify ? NETLIFY_CLIENT_IP_HEADER : null;
}

/** The address as counted: IPv4 as is (IPv4-mapped IPv6 too), IPv6 as its /64 prefix; "unknown" when neither. */
export function rateLimitAddress(address: string | undefined): string {
  const value = (address ?? "").trim().replace(/^\[|\]$/g, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value);
  if (mapped?.[1] && isIP(mapped[1]) === 4) return mapped[1];
  if (isIP(value) === 4) return value;
  if (isIP(value) !== 6) return "unknown";
  const [head = "", tail = ""] = value.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = value.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

export function clientAddress(
  headers: IncomingHttpHeaders,
  socketAddress: string | undefined,
  trustedHeader: string | null = trustedClientIpHeader(),
): string {
  const raw = trustedHeader ? headers[trustedHeader] : undefined;
  const edge = Array.isArray(raw) ? raw[0] : raw;
  return rateLimitAddress(edge && isIP(edge.trim()) ? edge : socketAddress);
}
