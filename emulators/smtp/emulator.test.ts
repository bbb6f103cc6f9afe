/**
 * The SMTP sink with a real SMTP client (nodemailer, as the functions use it): it accepts mail with or without
 * AUTH, keeps what a test or a developer checks, shows it escaped on the outbox page, refuses or stops on demand,
 * and keeps the mailbox across restarts.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { startSmtpSink, type SmtpSink } from "./index";

jest.setTimeout(30_000);

function transport(sink: SmtpSink, auth?: { user: string; pass: string }) {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port: sink.smtpPort,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 3000,
    ...(auth ? { auth } : {}),
  });
}

const outbox = (sink: SmtpSink, pathAndQuery: string, init?: RequestInit) =>
  fetch(`${sink.outboxUrl}${pathAndQuery}`, init);
const setFault = (sink: SmtpSink, body: unknown) =>
  outbox(sink, "/_dev/fault", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });

let sink: SmtpSink;
beforeEach(async () => {
  sink = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: null });
});
afterEach(() => sink.close());

test("accepts mail with or without AUTH and keeps the envelope, address headers, subject and bodies", async () => {
  await transport(sink).sendMail({
    from: '"Northwind" <no-reply@northwind.example>',
    to: "Sales <sales@northwind.example>",
    cc: "cc@example.com",
    bcc: "hidden@example.com",
    replyTo: '"Ada Visitor" <ada@example.com>',
    subject: "Contact request: Cloud",
    text: "Hello\nsecond line",
    html: "<p>Hello</p>",
  });
  await transport(sink, { user: "anyone", pass: "anything" }).sendMail({
    from: "a@example.com",
    to: "ada@example.com",
    subject: "Second",
    text: "Plain only",
  });

  const [second, first] = sink.messages();
  expect(first).toMatchObject({
    envelope: {
      from: "no-reply@northwind.example",
      to: ["sales@northwind.example", "cc@example.com", "hidden@example.com"],
    },
    from: [{ name: "Northwind", address: "no-reply@northwind.example" }],
    to: [{ name: "Sales", address: "sales@northwind.example" }],
    cc: [{ name: "", address: "cc@example.com" }],
    replyTo: [{ name: "Ada Visitor", address: "ada@example.com" }],
    subject: "Contact request: Cloud",
    text: "Hello\nsecond line",
    html: "<p>Hello</p>",
  });
  expect(first?.size).toBeGreaterThan(100);
  expect(second).toMatchObject({ subject: "Second", html: null, text: "Plain only\n" });

  const byAddress = (await (await outbox(sink, "/_dev/messages?to=ADA@example.com")).json()) as {
    messages: { subject: string }[];
  };
  expect(byAddress.messages.map((m) => m.subject)).toEqual(["Second"]);
  const hidden = (await (await outbox(sink, "/_dev/messages?to=hidden@example.com")).json()) as { messages: unknown[] };
  expect(hidden.messages).toHaveLength(1);
});

test("the outbox page lists the mail with every value escaped and the HTML part as source", async () => {
  await transport(sink).sendMail({
    from: '"<img src=x onerror=alert(1)>" <evil@example.com>',
    to: "sales@northwind.example",
    replyTo: "evil@example.com",
    subject: "<script>alert('subject')</script>",
    text: "</pre><script>alert('text')</script>",
    html: "<b onclick=\"alert('html')\">bold</b>",
  });
  const res = await outbox(sink, "/");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
  const page = await res.text();
  expect(page).not.toMatch(/<script|<img|<b onclick/);
  expect(page).toContain("&lt;script&gt;alert(&#39;subject&#39;)&lt;/script&gt;");
  expect(page).toContain("&lt;/pre&gt;&lt;script&gt;alert(&#39;text&#39;)&lt;/script&gt;");
  expect(page).toContain("&lt;img src=x onerror=alert(1)&gt; &lt;evil@example.com&gt;");
  expect(page).toContain("&lt;b onclick=&quot;alert(&#39;html&#39;)&quot;&gt;bold&lt;/b&gt;");
  expect(page).toContain("1 message, newest first.");

  const filtered = await (await outbox(sink, "/?to=%3Cnobody%3E")).text();
  expect(filtered).toContain("No mail addressed to &lt;nobody&gt; yet.");
  expect(filtered).toContain('value="&lt;nobody&gt;"');
});

test("reject: MAIL FROM is answered with the chosen code, for `count` messages, and nothing is kept", async () => {
  const set = await setFault(sink, { mode: "reject", code: 550, count: 1 });
  expect(await set.json()).toEqual({ fault: { mode: "reject", code: 550, count: 1, remaining: 1 } });
  const refused = await transport(sink)
    .sendMail({ from: "a@example.com", to: "b@example.com", subject: "x", text: "y" })
    .catch((e: unknown) => e as { responseCode?: number; message: string });
  expect(refused).toMatchObject({ responseCode: 550 });
  expect(sink.messages()).toEqual([]);
  await transport(sink).sendMail({ from: "a@example.com", to: "b@example.com", subject: "after", text: "y" });
  expect(sink.messages().map((m) => m.subject)).toEqual(["after"]);
  expect(sink.fault().mode).toBe("none");
});

test("down: connections are refused until the fault is cleared, then mail arrives on the same port", async () => {
  const port = sink.smtpPort;
  await setFault(sink, { mode: "down" });
  const page = await (await outbox(sink, "/")).text();
  expect(page).toContain("The SMTP listener is stopped");
  const refused = await transport(sink)
    .sendMail({ from: "a@example.com", to: "b@example.com", subject: "x", text: "y" })
    .catch((e: unknown) => e as { code?: string });
  expect(refused).toMatchObject({ code: expect.stringMatching(/ECONNECTION|ESOCKET/) });
  await setFault(sink, { mode: "none" });
  expect(sink.smtpPort).toBe(port);
  await transport(sink).sendMail({ from: "a@example.com", to: "b@example.com", subject: "back", text: "y" });
  expect(sink.messages()).toHaveLength(1);
});

test("dev controls: bad input is answered 400 with its reason; reset empties the mailbox and clears the fault", async () => {
  const bad = await setFault(sink, { mode: "reject", code: 250 });
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toContain("421–459");
  const notJson = await outbox(sink, "/_dev/fault", { method: "POST", body: "{" });
  expect(notJson.status).toBe(400);

  await transport(sink).sendMail({ from: "a@example.com", to: "b@example.com", subject: "x", text: "y" });
  await setFault(sink, { mode: "down" });
  const reset = await outbox(sink, "/_dev/reset", { method: "POST" });
  expect(await reset.json()).toEqual({ cleared: 1 });
  expect(sink.messages()).toEqual([]);
  expect(sink.fault().mode).toBe("none");
  await transport(sink).sendMail({ from: "a@example.com", to: "b@example.com", subject: "up", text: "y" });
  expect((await outbox(sink, "/nothing")).status).toBe(404);
});

describe("with a data folder", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "smtp-sink-"));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  test("the mailbox survives a restart, --reset empties it, and a second sink cannot take the folder", async () => {
    const first = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: dir });
    await transport(first).sendMail({ from: "a@example.com", to: "b@example.com", subject: "kept", text: "y" });
    await expect(startSmtpSink({ port: 0, outboxPort: 0, dataDir: dir })).rejects.toThrow(/in use by process/);
    await first.close();

    const again = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: dir });
    expect(again.messages().map((m) => m.subject)).toEqual(["kept"]);
    await again.close();

    const reset = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: dir, reset: true });
    expect(reset.messages()).toEqual([]);
    await reset.close();
  });

  test("an unreadable mailbox file is set aside and the sink starts empty", async () => {
    await fs.writeFile(path.join(dir, "messages.json"), "{ not json");
    const started = await startSmtpSink({ port: 0, outboxPort: 0, dataDir: dir });
    expect(started.messages()).toEqual([]);
    await started.close();
    expect((await fs.readdir(dir)).some((f) => f.startsWith("messages.json.corrupt-"))).toBe(true);
  });
});
