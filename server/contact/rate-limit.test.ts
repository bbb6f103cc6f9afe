/**
 * The rate limits in a real (dynalite) table: counts per fixed window, the limit holds under parallel requests,
 * a refusal or a release gives counts back, and only keyed hashes of the addresses are stored.
 */
import { randomBytes } from "crypto";
import { ScanCommand } from "@aws-sdk/lib-dynamodb";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import {
  CONTACT_LIMITS,
  ContactRateLimiter,
  limitedMailbox,
  TTL_ATTRIBUTE,
  windowOf,
  type Subject,
} from "./rate-limit";

jest.setTimeout(30_000);

let table: TestTable;
let limiter: ContactRateLimiter;
const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2025, 0, 6, 9, 10, 0);
let n = 0;
const unique = () => `visitor${++n}@example.com`;
const subjects = (email: string, ip = `198.51.100.${n}`): Subject[] => [
  { scope: "email", value: email },
  { scope: "ip", value: ip },
];

beforeAll(async () => {
  table = await startTestTable("contact-rate-test");
  limiter = new ContactRateLimiter(table.db, table.table, randomBytes(32));
});
afterAll(() => table.stop());

test("three messages an hour per e-mail address (any case), then a refusal until the next window", async () => {
  const email = unique();
  for (const variant of [email, email.toUpperCase(), ` ${email} `])
    expect(await limiter.reserve(subjects(variant), T0)).toMatchObject({ ok: true });
  expect(await limiter.reserve(subjects(email), T0 + 60_000)).toEqual({
    ok: false,
    scope: "email",
    retryAfterSeconds: (windowOf(T0, CONTACT_LIMITS.email).end - T0 - 60_000) / 1000,
  });
  expect(await limiter.reserve(subjects(email), T0 + HOUR)).toMatchObject({ ok: true });
});

test("plus tags and Gmail's dots reach one inbox, so they share its limit", async () => {
  expect(limitedMailbox(" Ana.Lima+offers@Example.com ")).toBe("ana.lima@example.com");
  expect(limitedMailbox("a.n.a+1@googlemail.com")).toBe("ana@gmail.com");
  expect(limitedMailbox("ana@gmail.com")).toBe("ana@gmail.com");
  // A leading plus is the whole name, not a tag; an address without @ is only lower-cased.
  expect(limitedMailbox("+ana@example.com")).toBe("+ana@example.com");
  expect(limitedMailbox("Not-An-Address")).toBe("not-an-address");

  const inbox = `${unique().replace("@example.com", "")}@gmail.com`;
  const [name] = inbox.split("@");
  for (const variant of [
    `${name}+1@gmail.com`,
    `${name}+2@googlemail.com`,
    `${name?.slice(0, 3)}.${name?.slice(3)}@gmail.com`,
  ])
    expect((await limiter.reserve(subjects(variant), T0)).ok).toBe(true);
  expect(await limiter.reserve(subjects(`${name}+4@gmail.com`), T0)).toMatchObject({ ok: false, scope: "email" });
});

test("ten an hour from one client address, whatever the e-mail addresses", async () => {
  const ip = "203.0.113.50";
  for (let i = 0; i < 10; i++) expect((await limiter.reserve(subjects(unique(), ip), T0)).ok).toBe(true);
  const refused = await limiter.reserve(subjects(unique(), ip), T0);
  expect(refused).toMatchObject({ ok: false, scope: "ip" });
  expect((await limiter.reserve(subjects(unique(), "203.0.113.51"), T0)).ok).toBe(true);
});

test("a refusal by the second limit gives the first one's count back", async () => {
  const ip = "203.0.113.60";
  for (let i = 0; i < 10; i++) await limiter.reserve(subjects(unique(), ip), T0);
  const email = unique();
  for (let i = 0; i < 5; i++) expect((await limiter.reserve(subjects(email, ip), T0)).ok).toBe(false);
  // The e-mail address was never charged: three still go through from elsewhere.
  for (let i = 0; i < 3; i++) expect((await limiter.reserve(subjects(email, `203.0.114.${i}`), T0)).ok).toBe(true);
});

test("release gives a message back (a failed delivery does not count)", async () => {
  const email = unique();
  for (let i = 0; i < 3; i++) {
    const r = await limiter.reserve(subjects(email), T0);
    if (r.ok) await r.release();
  }
  for (let i = 0; i < 3; i++) expect((await limiter.reserve(subjects(email), T0)).ok).toBe(true);
  expect((await limiter.reserve(subjects(email), T0)).ok).toBe(false);
});

test("parallel requests cannot slip past the limit", async () => {
  const email = unique();
  const results = await Promise.all(Array.from({ length: 12 }, () => limiter.reserve(subjects(email), T0)));
  expect(results.filter((r) => r.ok)).toHaveLength(3);
});

test("items hold keyed hashes, a count and the TTL attribute an hour past the window", async () => {
  const email = "hashed.person@example.com";
  await limiter.reserve(subjects(email, "192.0.2.99"), T0);
  const { Items = [] } = await table.db.send(new ScanCommand({ TableName: table.table }));
  const text = JSON.stringify(Items);
  expect(text).not.toContain("hashed.person");
  expect(text).not.toContain("192.0.2.99");
  const item = Items.find((i) => String(i.pk).startsWith("CONTACT#email#"));
  expect(item).toMatchObject({ sk: "WINDOW#2025-01-06T09:00:00.000Z" });
  expect(item?.[TTL_ATTRIBUTE]).toBe(Date.UTC(2025, 0, 6, 11, 0, 0) / 1000);
});

test("an unreachable table is an error for the caller (which answers 503), nothing is half-counted", async () => {
  const broken = new ContactRateLimiter(table.db, "no-such-table", randomBytes(32));
  await expect(broken.reserve(subjects(unique()), T0)).rejects.toThrow();
});
