/** The address the IP rate limit counts: the edge's header, else the socket; IPv6 per /64. */
import { clientAddress, rateLimitAddress } from "./client-address";

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

test("Netlify's client header wins over the socket; X-Forwarded-For is never read", () => {
  expect(clientAddress({ "x-nf-client-connection-ip": "198.51.100.4" }, "127.0.0.1")).toBe("198.51.100.4");
  expect(clientAddress({ "x-forwarded-for": "198.51.100.4" }, "127.0.0.1")).toBe("127.0.0.1");
  expect(clientAddress({ "x-nf-client-connection-ip": "garbage" }, "::ffff:127.0.0.1")).toBe("127.0.0.1");
});
