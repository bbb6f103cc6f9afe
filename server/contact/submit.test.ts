/**
 * submitContact with fake dependencies: the order of the rules, the token for sending again, what is sent to whom,
 * and every way delivery can fail (each an outcome, never an exception).
 */
import { randomBytes } from "crypto";
import type { OutgoingMail, SendOptions, SendResult } from "../mail/send";
import type { MailSettings } from "../mail/settings";
import { checkToken, issueToken, MIN_FILL_MS } from "./form-token";
import type { ContactKeys } from "./keys";
import type { ContactRateLimiter, Reservation, Subject } from "./rate-limit";
import { MESSAGES, submitContact, TIME_BUDGET_MS, type ContactCall, type ContactDeps } from "./submit";

const T0 = Date.UTC(2025, 0, 6, 9, 0, 0);
const keys: ContactKeys = { token: randomBytes(32), rateLimit: randomBytes(32) };
const settings: MailSettings = {
  host: "127.0.0.1",
  port: 2525,
  security: "none",
  user: "",
  password: "",
  from: { name: "Northwind Consulting", address: "no-reply@northwind.example" },
  salesTo: { name: "Sales", address: "sales@northwind.example" },
  timeoutMs: 5000,
};
const TOPICS = [
  { value: "offering:training", label: "IT Training and Enablement", group: "Services" as const },
  { value: "product:bulk-remind", label: "Bulk Remind", group: "Products" as const },
];

interface Fakes {
  deps: ContactDeps;
  sent: { mail: OutgoingMail; options?: SendOptions }[];
  reserved: Subject[][];
  released: number;
  logs: string[];
  clock: { now: number };
}

function fakes(
  change: {
    send?: (mail: OutgoingMail, index: number, clock: { now: number }) => SendResult;
    reserve?: () => Reservation | Promise<Reservation>;
    deps?: Partial<ContactDeps>;
  } = {},
): Fakes {
  const f: Fakes = { sent: [], reserved: [], released: 0, logs: [], clock: { now: T0 }, deps: undefined as never };
  const limiter = {
    reserve: async (subjects: Subject[]) => {
      f.reserved.push(subjects);
      return (
        (await change.reserve?.()) ?? {
          ok: true,
          release: async () => {
            f.released++;
          },
        }
      );
    },
  } as unknown as ContactRateLimiter;
  f.deps = {
    now: () => f.clock.now,
    minFillMs: () => MIN_FILL_MS,
    topics: () => TOPICS,
    keys: () => keys,
    mailSettings: () => settings,
    limiter: () => limiter,
    send: async (_settings, mail, options) => {
      f.sent.push({ mail, ...(options ? { options } : {}) });
      return change.send?.(mail, f.sent.length - 1, f.clock) ?? { ok: true, messageId: `<${f.sent.length}@test>` };
    },
    log: (m) => f.logs.push(m),
    ...change.deps,
  };
  return f;
}

const aged = () => issueToken(keys.token, T0 - 10_000);
const BODY = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines",
  topic: "offering:training",
  message: "We would like a two-day training on cloud costs.",
  consent: "yes",
};
const call = (body: Record<string, unknown> = {}, extra: Partial<ContactCall> = {}): ContactCall => ({
  body: { ...BODY, formToken: aged(), ...body },
  client: "198.51.100.7",
  requestOnLoopback: true,
  ...extra,
});

test("a good request: sales mail with the visitor as Reply-To, then the acknowledgment", async () => {
  const f = fakes();
  expect(await submitContact(call(), f.deps)).toEqual({ kind: "sent", email: "ada@example.com", acknowledged: true });
  expect(f.reserved).toEqual([
    [
      { scope: "email", value: "ada@example.com" },
      { scope: "ip", value: "198.51.100.7" },
    ],
  ]);
  const [sales, ack] = f.sent;
  expect(sales?.mail).toMatchObject({
    to: settings.salesTo,
    replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
    subject: "Contact request: IT Training and Enablement from Ada Lovelace (Analytical Engines)",
  });
  expect(sales?.mail.text).toContain("We would like a two-day training on cloud costs.");
  expect(ack?.mail).toMatchObject({ to: { name: "", address: "ada@example.com" }, replyTo: settings.salesTo });
  expect(ack?.mail.text).not.toContain("Ada");
  expect(ack?.mail.text).not.toContain("two-day");
  expect(f.released).toBe(0);
});

test("the acknowledgment is the same for every visitor: nothing they typed is in it", async () => {
  const a = fakes();
  const b = fakes();
  await submitContact(call(), a.deps);
  await submitContact(
    call({ name: "Visit http://spam.example now", company: "<b>Spam</b>", message: "Buy cheap things at http://x" }),
    b.deps,
  );
  const strip = (m: OutgoingMail | undefined) => ({ ...m, to: undefined });
  expect(strip(b.sent[1]?.mail)).toEqual(strip(a.sent[1]?.mail));
  expect(b.sent[1]?.mail.headers).toEqual({ "Auto-Submitted": "auto-replied" });
});

test("rules in order: honeypot, fields, then the fill time; each refusal carries a token for sending again", async () => {
  const honeypot = await submitContact(call({ website: "http://spam.example", name: "" }), fakes().deps);
  expect(honeypot).toMatchObject({ kind: "refused", code: "SpamSuspected", message: MESSAGES.honeypot });

  const fresh = issueToken(keys.token, T0);
  const invalid = await submitContact(call({ name: "", formToken: fresh }), fakes().deps);
  expect(invalid).toMatchObject({ kind: "invalid", errors: { name: "Enter your name." } });

  const tooFast = await submitContact(call({ formToken: fresh }), fakes().deps);
  expect(tooFast).toMatchObject({ kind: "refused", code: "TooFast", message: MESSAGES.tooFast });
  // A new token (the old one was not valid yet), which becomes valid after the minimum time.
  const retry = tooFast.kind === "refused" ? (tooFast.retryToken ?? "") : "";
  expect(checkToken(keys.token, retry, T0 + 3_000).ok).toBe(true);

  const expired = await submitContact(call({ formToken: issueToken(keys.token, T0 - 25 * 3600_000) }), fakes().deps);
  expect(expired).toMatchObject({ kind: "refused", code: "FormExpired" });
  const missing = await submitContact(call({ formToken: undefined }), fakes().deps);
  expect(missing).toMatchObject({ kind: "refused", code: "FormCheckFailed", message: MESSAGES.check });
  const forged = await submitContact(call({ formToken: issueToken(randomBytes(32), T0 - 10_000) }), fakes().deps);
  expect(forged).toMatchObject({ kind: "refused", code: "FormCheckFailed" });
});

test("a valid token is handed back as is; the no-JavaScript cookie serves when the body has none", async () => {
  const token = aged();
  const f = fakes({ send: () => ({ ok: false, failure: { kind: "refused", transient: true, detail: "451" } }) });
  expect(await submitContact(call({ formToken: token }), f.deps)).toMatchObject({ retryToken: token });
  const viaCookie = await submitContact(call({ formToken: undefined }, { cookieToken: token }), fakes().deps);
  expect(viaCookie).toMatchObject({ kind: "sent" });
});

test("rate limited: the scope, when to try again, and no mail", async () => {
  const f = fakes({ reserve: () => ({ ok: false, scope: "email", retryAfterSeconds: 1500 }) });
  const outcome = await submitContact(call(), f.deps);
  expect(outcome).toMatchObject({ kind: "rate-limited", scope: "email", retryAfterSeconds: 1500 });
  expect(outcome.kind === "rate-limited" && outcome.message).toContain(
    "this e-mail address this hour (we accept 3 an hour)",
  );
  expect(outcome.kind === "rate-limited" && outcome.message).toContain("again in 25 minutes");
  expect(f.sent).toEqual([]);
});

test("delivery to sales fails: the count is given back, nothing else is sent, the failure is logged", async () => {
  const f = fakes({
    send: () => ({ ok: false, failure: { kind: "unreachable", transient: true, detail: "ECONNECTION" } }),
  });
  expect(await submitContact(call(), f.deps)).toMatchObject({
    kind: "failed",
    code: "DeliveryFailed",
    message: MESSAGES.delivery,
  });
  expect(f.sent).toHaveLength(1);
  expect(f.released).toBe(1);
  expect(f.logs).toEqual(["contact: the request could not be delivered to sales: unreachable: ECONNECTION"]);
});

test("the acknowledgment fails or there is no time left for it: still sent, not acknowledged", async () => {
  const failing = fakes({
    send: (_m, i) =>
      i === 1
        ? { ok: false, failure: { kind: "refused", transient: false, detail: "550" } }
        : { ok: true, messageId: "<1>" },
  });
  expect(await submitContact(call(), failing.deps)).toEqual({
    kind: "sent",
    email: "ada@example.com",
    acknowledged: false,
  });
  expect(failing.released).toBe(0);
  expect(failing.logs[0]).toContain("acknowledgment could not be sent: refused: 550");

  const slow = fakes({
    send: (_m, _i, clock) => {
      clock.now += TIME_BUDGET_MS - 1000;
      return { ok: true, messageId: "<1>" };
    },
  });
  expect(await submitContact(call(), slow.deps)).toMatchObject({ kind: "sent", acknowledged: false });
  expect(slow.sent).toHaveLength(1);
  expect(slow.sent[0]?.options?.deadlineMs).toBe(6000);
});

test("unusable settings or table: a failure with a message, never an exception", async () => {
  expect(await submitContact(call(), fakes({ deps: { keys: () => null } }).deps)).toEqual({
    kind: "failed",
    code: "ServerMisconfigured",
    message: MESSAGES.misconfigured,
  });
  expect(await submitContact(call(), fakes({ deps: { topics: () => null } }).deps)).toMatchObject({
    code: "ServerMisconfigured",
  });
  expect(await submitContact(call(), fakes({ deps: { mailSettings: () => null } }).deps)).toMatchObject({
    code: "ServerMisconfigured",
    retryToken: expect.any(String),
  });
  const f = fakes({ reserve: () => Promise.reject(Object.assign(new Error("no route"), { name: "TimeoutError" })) });
  expect(await submitContact(call(), f.deps)).toMatchObject({
    code: "ServiceUnavailable",
    message: MESSAGES.unavailable,
  });
  expect(f.logs).toEqual(["contact: the rate limit table could not be used: TimeoutError: no route"]);
});

test("a body that is not our form is malformed (unknown fields)", async () => {
  expect(await submitContact(call({ admin: "1" }), fakes().deps)).toMatchObject({
    kind: "malformed",
    message: "Unknown field: admin.",
  });
});
