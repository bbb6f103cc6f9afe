/**
 * sendMail against the real SMTP sink (emulators/smtp) and a server that never answers: delivered mail arrives with
 * its headers, and every failure comes back as one typed result, never as an exception.
 */
import net from "node:net";
import { startSmtpSink, type SmtpSink } from "../../emulators/smtp";
import {
  describeFailure,
  mailTransport,
  resetMailTransport,
  sendMail,
  transportOptions,
  type SendOptions,
} from "./send";
import type { MailSettings } from "./settings";

jest.setTimeout(30_000);

let sink: SmtpSink;
let settings: MailSettings;

beforeAll(async () => {
  sink = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: null });
  settings = {
    host: "127.0.0.1",
    port: sink.smtpPort,
    security: "none",
    user: "",
    password: "",
    from: { name: "Northwind Consulting", address: "no-reply@northwind.example" },
    salesTo: { name: "", address: "sales@northwind.example" },
    timeoutMs: 2000,
  };
});
afterAll(async () => {
  resetMailTransport();
  await sink.close();
});
beforeEach(() => sink.reset());

const mail = {
  to: { name: "Ada Visitor", address: "ada@example.com" },
  replyTo: { name: "Sales", address: "sales@northwind.example" },
  subject: "Hello",
  text: "Plain\n",
  html: "<p>Plain</p>",
  headers: { "Auto-Submitted": "auto-replied" },
};

test("delivers text and HTML with From, To and Reply-To, and gives the message id", async () => {
  const result = await sendMail(settings, mail);
  expect(result).toEqual({ ok: true, messageId: expect.stringMatching(/^<.+>$/) });
  const [got] = sink.messages();
  expect(got).toMatchObject({
    from: [{ name: "Northwind Consulting", address: "no-reply@northwind.example" }],
    to: [{ name: "Ada Visitor", address: "ada@example.com" }],
    replyTo: [{ name: "Sales", address: "sales@northwind.example" }],
    subject: "Hello",
    text: "Plain\n",
    html: "<p>Plain</p>",
    messageId: result.ok ? result.messageId : "",
  });
});

test("with credentials, AUTH is used (the sink accepts any)", async () => {
  const result = await sendMail({ ...settings, user: "u", password: "p" }, mail);
  expect(result.ok).toBe(true);
});

test("a 5xx refusal is permanent, a 4xx one transient", async () => {
  await sink.setFault({ mode: "reject", code: 550, count: 1 });
  expect(await sendMail(settings, mail)).toEqual({
    ok: false,
    failure: { kind: "refused", transient: false, responseCode: 550, detail: expect.stringContaining("550") },
  });
  await sink.setFault({ mode: "reject", code: 451, count: 1 });
  expect(await sendMail(settings, mail)).toMatchObject({
    ok: false,
    failure: { kind: "refused", transient: true, responseCode: 451 },
  });
  expect(sink.messages()).toEqual([]);
});

test("a stopped server is unreachable", async () => {
  await sink.setFault({ mode: "down" });
  try {
    expect(await sendMail(settings, mail)).toMatchObject({
      ok: false,
      failure: { kind: "unreachable", transient: true },
    });
  } finally {
    await sink.setFault({ mode: "none" });
  }
});

test("a server that never greets runs into the deadline, and the send gives up in time", async () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((s) => sockets.add(s));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
  const port = (silent.address() as net.AddressInfo).port;
  try {
    const started = Date.now();
    const result = await sendMail({ ...settings, port, timeoutMs: 1000 }, mail, { deadlineMs: 400 });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(result).toMatchObject({ ok: false, failure: { kind: "timeout", transient: true } });
  } finally {
    for (const s of sockets) s.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

test("an exception thrown by the transport itself is a result too", async () => {
  const transport = { sendMail: () => Promise.reject(new Error("boom")) } as unknown as NonNullable<
    SendOptions["transport"]
  >;
  expect(await sendMail(settings, mail, { transport })).toEqual({
    ok: false,
    failure: { kind: "unknown", transient: true, detail: "boom" },
  });
});

test("describeFailure reads nodemailer's codes", () => {
  expect(describeFailure(Object.assign(new Error("Invalid login: 535"), { code: "EAUTH", responseCode: 535 }))).toEqual(
    {
      kind: "auth",
      transient: false,
      responseCode: 535,
      detail: "EAUTH: Invalid login: 535",
    },
  );
  expect(describeFailure(Object.assign(new Error("x"), { code: "ETLS" })).kind).toBe("unreachable");
  expect(describeFailure(Object.assign(new Error("x"), { code: "EENVELOPE" }))).toMatchObject({ kind: "refused" });
  expect(describeFailure(undefined).kind).toBe("unknown");
});

test("transport options follow SMTP_SECURE, and AUTH only with credentials", () => {
  expect(transportOptions({ ...settings, security: "starttls" })).toMatchObject({
    secure: false,
    requireTLS: true,
    ignoreTLS: false,
  });
  expect(transportOptions({ ...settings, security: "tls" })).toMatchObject({ secure: true, requireTLS: false });
  expect(transportOptions(settings)).toMatchObject({ secure: false, ignoreTLS: true, connectionTimeout: 2000 });
  expect(transportOptions(settings)).not.toHaveProperty("auth");
  expect(transportOptions({ ...settings, user: "u", password: "p" }).auth).toEqual({ user: "u", pass: "p" });
  expect(transportOptions({ ...settings, host: "[::1]" }).host).toBe("::1");
});

test("the transport is built once per set of settings", () => {
  const first = mailTransport(settings);
  expect(mailTransport({ ...settings })).toBe(first);
  expect(mailTransport({ ...settings, timeoutMs: 3000 })).not.toBe(first);
});
