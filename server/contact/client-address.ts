/**
 * Who is sending, for the per-address rate limit: the client's IP as Netlify's edge reports it
 * (x-nf-client-connection-ip, which a client cannot set through Netlify), else the connection's own address (local
 * runs: gatsby serve, the tests). X-Forwarded-For is never read: a client can write anything there. IPv6 addresses
 * count per /64, the block one household or server usually gets, so rotating within it does not dodge the limit.
 * Pure.
 */
import type { IncomingHttpHeaders } from "http";
import { isIP } from "net";

/** The header the host's edge sets to the client's address (Netlify). Another host needs its own header here. */
export const CLIENT_IP_HEADER = "x-nf-client-connection-ip";

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

export function clientAddress(headers: IncomingHttpHeaders, socketAddress: string | undefined): string {
  const raw = headers[CLIENT_IP_HEADER];
  const edge = Array.isArray(raw) ? raw[0] : raw;
  return rateLimitAddress(edge && isIP(edge.trim()) ? edge : socketAddress);
}
