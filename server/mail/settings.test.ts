/** The mail settings: defaults, and one message per bad value naming its variable. */
import { loopbackProblem, mailSettingsFrom, parseMailbox, type MailSettings } from "./settings";
import { readyMailSettings } from "./ready";
import { resetLogOnce } from "../log";

const LOCAL = {
  SMTP_HOST: "127.0.0.1",
  SMTP_PORT: "9233",
  SMTP_SECURE: "false",
  MAIL_FROM: "Northwind Consulting <no-reply@northwind-consulting.example>",
  MAIL_SALES_TO: "sales@northwind-consulting.example",
};

const PROVIDER = {
  SMTP_HOST: "email-smtp.eu-west-1.amazonaws.com",
  SMTP_USER: "AKIAEXAMPLE",
  SMTP_PASSWORD: "secret",
  MAIL_FROM: '"Northwind Consulting" <no-reply@northwind-consulting.example>',
  MAIL_SALES_TO: "Sales <sales@northwind-consulting.example>",
};

function settings(env: Record<string, string | undefined>): MailSettings {
  const result = mailSettingsFrom(env);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.settings;
}

function problems(env: Record<string, string | undefined>): string[] {
  const result = mailSettingsFrom(env);
  return result.ok ? [] : result.problems.map((p) => `${p.variable}: ${p.message}`);
}

test("the local sink: plain SMTP on loopback, no credentials, the default timeout", () => {
  expect(settings(LOCAL)).toEqual({
    host: "127.0.0.1",
    port: 9233,
    security: "none",
    user: "",
    password: "",
    from: { name: "Northwind Consulting", address: "no-reply@northwind-consulting.example" },
    salesTo: { name: "", address: "sales@northwind-consulting.example" },
    timeoutMs: 5000,
  });
});

test("a provider: STARTTLS on 587 by default, 465 with SMTP_SECURE=true, explicit port and timeout", () => {
  expect(settings(PROVIDER)).toMatchObject({
    security: "starttls",
    port: 587,
    user: "AKIAEXAMPLE",
    salesTo: { name: "Sales", address: "sales@northwind-consulting.example" },
  });
  expect(settings({ ...PROVIDER, SMTP_SECURE: "TRUE" })).toMatchObject({ security: "tls", port: 465 });
  expect(settings({ ...PROVIDER, SMTP_SECURE: "starttls", SMTP_PORT: "2525", SMTP_TIMEOUT_MS: "8000" })).toMatchObject({
    security: "starttls",
    port: 2525,
    timeoutMs: 8000,
  });
});

test("nothing set: each required variable is named", () => {
  expect(problems({})).toEqual([
    "SMTP_HOST: SMTP_HOST is not set: the SMTP server's host name, e.g. smtp.example.net.",
    'MAIL_FROM: MAIL_FROM is not set: one e-mail address, optionally with a name, e.g. "Northwind Consulting <no-reply@example.com>".',
    "MAIL_SALES_TO: MAIL_SALES_TO is not set: one e-mail address, optionally with a name, e.g. sales@example.com.",
  ]);
});

test.each([
  [
    { SMTP_HOST: "smtp://mail.example.com:587" },
    "SMTP_HOST: SMTP_HOST must be a host name or IP address, without a scheme or port",
  ],
  [{ SMTP_SECURE: "yes" }, "SMTP_SECURE: SMTP_SECURE must be true (TLS from the start, usually port 465), starttls"],
  [
    { SMTP_SECURE: "false" },
    "SMTP_SECURE: SMTP_SECURE=false would send mail and the SMTP password unencrypted to email-smtp.eu-west-1.amazonaws.com",
  ],
  [{ SMTP_PORT: "smtp" }, 'SMTP_PORT: SMTP_PORT must be a whole number from 1 to 65535; got "smtp".'],
  [{ SMTP_PORT: "70000" }, 'SMTP_PORT: SMTP_PORT must be a whole number from 1 to 65535; got "70000".'],
  [{ SMTP_PASSWORD: "" }, "SMTP_PASSWORD: SMTP_PASSWORD is empty while SMTP_USER is set; set both"],
  [{ SMTP_USER: "" }, "SMTP_USER: SMTP_USER is empty while SMTP_PASSWORD is set; set both"],
  [
    { MAIL_FROM: "no-reply" },
    'MAIL_FROM: MAIL_FROM must be one e-mail address, optionally with a name, e.g. "Northwind Consulting <no-reply@example.com>"; got "no-reply".',
  ],
  [{ MAIL_SALES_TO: "a@example.com, b@example.com" }, "MAIL_SALES_TO: MAIL_SALES_TO must be one e-mail address"],
  [
    { SMTP_TIMEOUT_MS: "500" },
    'SMTP_TIMEOUT_MS: SMTP_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 20000; got "500".',
  ],
  [{ SMTP_TIMEOUT_MS: "5s" }, "SMTP_TIMEOUT_MS: SMTP_TIMEOUT_MS must be a whole number of milliseconds"],
])("%p is refused with a message naming the variable", (change, message) => {
  const found = problems({ ...PROVIDER, ...change });
  expect(found).toHaveLength(1);
  expect(found[0]).toContain(message);
});

test("parseMailbox: one address, bare or with a (quoted) name; never a list or a header", () => {
  expect(parseMailbox("a@example.com")).toEqual({ name: "", address: "a@example.com" });
  expect(parseMailbox('"Sales, EMEA" <s@example.com>')).toEqual({ name: "Sales, EMEA", address: "s@example.com" });
  expect(parseMailbox("Sales Team <s@example.com>")).toEqual({ name: "Sales Team", address: "s@example.com" });
  for (const bad of [
    "a@example.com, b@example.com",
    "<a@example.com>, <b@example.com>",
    "a@example.com\nBcc: b@example.com",
    "A <a@example>",
    "nobody",
  ])
    expect(parseMailbox(bad)).toBeNull();
});

describe("a loopback SMTP_HOST (the development settings)", () => {
  beforeEach(() => resetLogOnce());

  test("serves requests to a loopback host only", () => {
    const local = settings(LOCAL);
    expect(loopbackProblem(local, true)).toBeNull();
    expect(loopbackProblem(local, false)?.message).toContain("SMTP_HOST is 127.0.0.1, the local SMTP sink");
    expect(loopbackProblem(settings(PROVIDER), false)).toBeNull();
  });

  test("readyMailSettings logs each problem once with its variable and gives null", () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(readyMailSettings(false, mailSettingsFrom(LOCAL))).toBeNull();
      expect(readyMailSettings(false, mailSettingsFrom(LOCAL))).toBeNull();
      expect(readyMailSettings(true, mailSettingsFrom({}))).toBeNull();
      expect(readyMailSettings(true, mailSettingsFrom(LOCAL))).toMatchObject({ host: "127.0.0.1" });
      const lines = errors.mock.calls.map((c) => String(c[0]));
      expect(lines.filter((l) => l.includes("SMTP_HOST is 127.0.0.1"))).toHaveLength(1);
      expect(lines.some((l) => l.startsWith("[functions] ServerMisconfigured: MAIL_FROM: MAIL_FROM is not set"))).toBe(
        true,
      );
    } finally {
      errors.mockRestore();
    }
  });
});
