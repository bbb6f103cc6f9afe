/** The address the IP rate limit counts: the edge's header, else the socket; IPv6 per /64. */
import { clientAddress, rateLimitAddress, trustedClientIpHeader } from "./client-address";

test.each([
  ["203.0.113.7", "203.0.113.7"],
  ["::ffff:203.0.113.7", "203.0.113.7"],
  ["2001:db8:85a3:1:2:8a2e:370:7334", "2001:db8:85a3:1::/64"],
  ["2001:0db8:0000:0001::1", "2001:db8:0:1::/64"],
  ["2001:db8::1", "2001:db8:0:0::/64"],
  ["[::1]", "0:0:0:0::/64"],
  ["not an address", "unknown"],
  [undefined, "unknown"],
])("%p counts as %p", (address, counted) => {
  expect(rateLimitAddress(address)).toBe(counted);
});

test("the edge's header wins over the socket only where it is configured; X-Forwarded-For is never read", () => {
  const netlify = "x-nf-client-connection-ip";
  expect(clientAddress({ [netlify]: "198.51.100.4" }, "127.0.0.1", netlify)).toBe("198.51.100.4");
  expect(clientAddress({ "x-forwarded-for": "198.51.100.4" }, "127.0.0.1", netlify)).toBe("127.0.0.1");
  expect(clientAddress({ [netlify]: "garbage" }, "::ffff:127.0.0.1", netlify)).toBe("127.0.0.1");
  // Off Netlify (no setting) a client could write the header itself: the socket counts.
  expect(clientAddress({ [netlify]: "198.51.100.4" }, "203.0.113.9", null)).toBe("203.0.113.9");
});

test("Netlify's header on Netlify builds, CLIENT_IP_HEADER's elsewhere, none by default", () => {
  expect(trustedClientIpHeader(undefined, false)).toBeNull();
  expect(trustedClientIpHeader("", true)).toBe("x-nf-client-connection-ip");
  expect(trustedClientIpHeader(" X-Real-IP ", false)).toBe("x-real-ip");
  expect(trustedClientIpHeader("X-Real-IP", true)).toBe("x-real-ip");
  expect(trustedClientIpHeader("x real ip", true)).toBeNull();
});
