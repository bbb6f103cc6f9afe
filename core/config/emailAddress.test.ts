/** One plain address: what the contact form and the mail settings accept, and what would become several. */
import { isEmailAddress, MAX_EMAIL_LENGTH } from "./emailAddress";

test.each([
  "ada@example.com",
  "a.b+tag@sub.example.co.uk",
  "o'brien@example.ie",
  "jürgen@beispiel.de",
  "x@xn--bcher-kva.example",
])("accepts %p", (address) => expect(isEmailAddress(address)).toBe(true));

test.each([
  "",
  "ada",
  "ada@example",
  "@example.com",
  "ada@.example.com",
  "ada.@example.com",
  "ada..b@example.com",
  "ada@example.com.",
  "ada @example.com",
  "ada@example.com, eve@example.com",
  "ada@example.com;eve@example.com",
  "Ada <ada@example.com>",
  '"ada"@example.com',
  "ada@example.com\r\nBcc: eve@example.com",
  "ada\u0000@example.com",
  "a@b@example.com",
  `${"a".repeat(MAX_EMAIL_LENGTH)}@example.com`,
])("refuses %p", (address) => expect(isEmailAddress(address)).toBe(false));
