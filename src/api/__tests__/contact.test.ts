/**
 * The contact functions (src/api/contact.ts, src/api/contact/token.ts) over HTTP in the Gatsby-like function host,
 * against the real SMTP sink (emulators/smtp) and an in-memory dynalite table: the JSON call and the plain form post
 * each reach the sink with the right fields, Reply-To and the acknowledgment; every spam rule and limit refuses
 * with its message; a failed delivery keeps the visitor's text; bad requests and bad settings never crash.
 */
import { sinkMailEnv } from "./mailHarness";
import { randomBytes } from "crypto";
import { request } from "http";
import { startSmtpSink, type SmtpSink } from "../../../emulators/smtp";
import { startTestTable, type TestTable } from "../../../server/db/testing/dynalite";
import { issueToken } from "../../../server/contact/form-token";
import { deriveContactKeys } from "../../../server/contact/keys";
import { RESULT_PAGE_CSP } from "../../../server/contact/page";
import { resetContactServices } from "../../../server/contact/services";
import { MESSAGES } from "../../../server/contact/submit";
import { resetLogOnce } from "../../../server/log";
import { resetMailTransport } from "../../../server/mail/send";
import { startFunctionHost, type RunningFunctionHost } from "../../../server/testing/function-host";
import { FIELD_MESSAGES } from "../../../core/contact/rules";
import { topicsFromContent } from "../../content/contactTopics";
import * as contact from "../contact";
import * as token from "../contact/token";

jest.setTimeout(60_000);

const SITE_URL = "https://www.northwind-consulting.example";
const master = randomBytes(32);
const keys = deriveContactKeys(master);
const saved = { ...process.env };

let sink: SmtpSink;
let table: TestTable;
/** What the functions logged in the current test (failures are logged on purpose in several). */
let logged: string[] = [];
let consoleError: jest.SpyInstance;
let host: RunningFunctionHost;
let origin: string;

beforeAll(async () => {
  [sink, table] = await Promise.all([
    startSmtpSink({ port: 0, outboxPort: 0, dataDir: null }),
    startTestTable("contact-test"),
  ]);
  host = await startFunctionHost([
    { path: "contact", module: contact },
    { path: "contact/token", module: token },
  ]);
  origin = host.url;
});
beforeEach(async () => {
  Object.assign(process.env, {
    // As a Netlify build trusts its edge header (server/contact/client-address.ts): each test can be its own client.
    CLIENT_IP_HEADER: "x-nf-client-connection-ip",
    SITE_URL,
    AUTH_COOKIE_KEY: master.toString("hex"),
    CONTACT_TOPICS: JSON.stringify(topicsFromContent(`${__dirname}/../../../content`)),
    ...sinkMailEnv(sink),
    SITE_DYNAMODB_ENDPOINT: table.endpoint,
    SITE_TABLE: table.table,
  });
  resetContactServices();
  resetMailTransport();
  resetLogOnce();
  logged = [];
  consoleError = jest.spyOn(console, "error").mockImplementation((line: unknown) => void logged.push(String(line)));
  await sink.reset();
});
afterEach(() => {
  consoleError.mockRestore();
  expect(host.escaped).toEqual([]);
});
afterAll(async () => {
  process.env = saved;
  resetMailTransport();
  await host.close();
  await Promise.all([sink.close(), table.stop()]);
});

/**
 * The limits count per clock hour (server/contact/rate-limit.ts): a sequence that straddles the turn of an hour is
 * counted in two windows and proves nothing. If it failed and the hour turned meanwhile, it runs again once, from
 * an empty mailbox and with subjects of its own (`attempt`); a failure within one hour fails the test.
 */
async function inOneLimitWindow(body: (attempt: number) => Promise<void>): Promise<void> {
  const hour = () => Math.floor(Date.now() / 3_600_000);
  const started = hour();
  try {
    await body(0);
  } catch (error) {
    if (hour() === started) throw error;
    await sink.reset();
    await body(1);
  }
}

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: {
    error?: { code: string; message: string; details?: { fields?: Record<string, string>; token?: string } };
  } & Record<string, unknown>;
}

function send(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(host.url);
  return new Promise<Reply>((resolve, reject) => {
    const headers = { ...options.headers };
    if (options.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(options.body));
    const req = request({ host: url.hostname, port: url.port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json = {};
        try {
          json = JSON.parse(text) as object;
        } catch {
          json = {};
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: json as Reply["json"] });
      });
    });
    req.on("error", reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

let n = 0;
const visitor = () => `visitor${++n}.${Date.now()}@example.com`;
/** A token handed out 10 s ago: the visitor took their time. */
const aged = () => issueToken(keys.token, Date.now() - 10_000);
const valid = (change: Record<string, string | undefined> = {}) => {
  const body: Record<string, string> = {
    name: "Ada Lovelace",
    email: visitor(),
    company: "Analytical Engines Ltd",
    topic: "offering:cloud-hybrid-implementations",
    message: "We want to move two data centers to the cloud by June.\nWho can help?",
    consent: "yes",
    website: "",
    formToken: aged(),
  };
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) delete body[k];
    else body[k] = v;
  }
  return body;
};

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  send("POST", "/api/contact", {
    headers: { "Content-Type": "application/json", Origin: origin, ...headers },
    body: JSON.stringify(body),
  });
const postForm = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  send("POST", "/api/contact", {
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, ...headers },
    body: new URLSearchParams(body).toString(),
  });

describe("the token", () => {
  test("JSON for the page's script: a fresh token and the minimum fill time", async () => {
    const res = await send("GET", "/api/contact/token");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json).toEqual({ token: expect.stringMatching(/^v1\./), minFillSeconds: 3 });
  });

  test("?as=image: a 1×1 GIF that sets the token as an HttpOnly, SameSite=Strict cookie for /api/contact", async () => {
    const res = await send("GET", "/api/contact/token?as=image");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/gif");
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toMatch(/^nw_contact=v1\.[^;]+; Path=\/api\/contact; Max-Age=86400; HttpOnly; SameSite=Strict$/);
    // Secure everywhere but on a loopback host.
    const remote = await send("GET", "/api/contact/token?as=image", {
      headers: { Host: "www.northwind-consulting.example" },
    });
    expect(String(remote.headers["set-cookie"])).toContain("; Secure;");
  });

  test("refuses other methods", async () => {
    expect((await send("POST", "/api/contact/token", { headers: { Origin: origin } })).status).toBe(405);
  });
});

describe("with JavaScript (JSON)", () => {
  test("delivers to sales with the visitor as Reply-To, and acknowledges with fixed text", async () => {
    const body = valid();
    const res = await postJson(body);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sent: true, acknowledged: true });

    const [sales] = sink.messages({ to: "sales@northwind-consulting.example" });
    expect(sales).toMatchObject({
      from: [{ name: "Northwind Consulting", address: "no-reply@northwind-consulting.example" }],
      replyTo: [{ name: "Ada Lovelace", address: body.email }],
      subject: "Contact request: Cloud and Hybrid Implementations from Ada Lovelace (Analytical Engines Ltd)",
    });
    expect(sales?.text).toContain(`Name: Ada Lovelace\nE-mail: ${body.email}\nCompany: Analytical Engines Ltd`);
    expect(sales?.text).toContain("We want to move two data centers to the cloud by June.\nWho can help?");
    expect(sales?.html).toContain("We want to move two data centers to the cloud by June.");

    const [ack] = sink.messages({ to: body.email });
    expect(ack).toMatchObject({
      subject: "We received your message - Northwind Consulting",
      replyTo: [{ address: "sales@northwind-consulting.example" }],
    });
    expect(ack?.text).not.toMatch(/Ada|data centers|Analytical/);
  });

  test("'Not sure yet' is a topic the built function accepts, worded for sales as no topic chosen", async () => {
    const body = valid({ topic: "general:not-sure" });
    const res = await postJson(body);
    expect(res.status).toBe(200);
    const sales = sink
      .messages({ to: "sales@northwind-consulting.example" })
      .find((m) => m.replyTo.some((a) => a.address === body.email));
    expect(sales?.subject).toBe("Contact request: no topic chosen yet from Ada Lovelace (Analytical Engines Ltd)");
    expect(sales?.text).toContain("Topic: Not sure yet (no service or product chosen)");
  });

  test("field errors: 400 InvalidFields with a message per field and a token for sending again", async () => {
    const res = await postJson(valid({ name: "  ", email: "ada@", message: "Too short", consent: undefined }));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({
      code: "InvalidFields",
      details: {
        fields: {
          name: FIELD_MESSAGES.nameMissing,
          email: FIELD_MESSAGES.emailInvalid,
          message: FIELD_MESSAGES.messageTooShort,
          consent: FIELD_MESSAGES.consentMissing,
        },
        token: expect.stringMatching(/^v1\./),
      },
    });
    expect(sink.messages()).toEqual([]);
  });

  test.each([
    {
      what: "the honeypot filled in",
      change: { website: "https://spam.example" },
      code: "SpamSuspected",
      message: MESSAGES.honeypot,
    },
    { what: "sent at once", change: { formToken: "FRESH" }, code: "TooFast", message: MESSAGES.tooFast },
    { what: "without a token", change: { formToken: undefined }, code: "FormCheckFailed", message: MESSAGES.check },
    { what: "with a forged token", change: { formToken: "FORGED" }, code: "FormCheckFailed", message: MESSAGES.check },
    { what: "a day later", change: { formToken: "STALE" }, code: "FormExpired", message: MESSAGES.expired },
  ])("spam rule: $what -> 400 $code with its message", async ({ change, code, message }) => {
    const tokens: Record<string, string> = {
      FRESH: issueToken(keys.token, Date.now()),
      FORGED: issueToken(randomBytes(32), Date.now() - 10_000),
      STALE: issueToken(keys.token, Date.now() - 25 * 3600_000),
    };
    const formToken = change.formToken ? tokens[change.formToken] : undefined;
    const res = await postJson(valid({ ...change, ...("formToken" in change ? { formToken } : {}) }));
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code, message, details: { token: expect.stringMatching(/^v1\./) } });
    expect(sink.messages()).toEqual([]);
  });

  test("the token just fetched from /api/contact/token is refused as too fast", async () => {
    const fresh = (await send("GET", "/api/contact/token")).json.token as string;
    expect((await postJson(valid({ formToken: fresh }))).json.error?.code).toBe("TooFast");
  });

  test("per e-mail address: 3 an hour, then 429 TooManyMessages with Retry-After", async () => {
    await inOneLimitWindow(async (attempt) => {
      const email = visitor();
      for (let i = 0; i < 3; i++) {
        const ip = { "x-nf-client-connection-ip": `192.0.${attempt}.${i + 1}` };
        expect((await postJson(valid({ email }), ip)).status).toBe(200);
      }
      const refused = await postJson(valid({ email: email.toUpperCase() }), {
        "x-nf-client-connection-ip": `192.0.${attempt}.9`,
      });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.json.error).toMatchObject({ code: "TooManyMessages" });
      expect(refused.json.error?.message).toContain(
        "Too many messages from this e-mail address this hour (we accept 3 an hour)",
      );
      expect(sink.messages({ to: "sales@northwind-consulting.example" })).toHaveLength(3);
    });
  });

  test("per client address: 10 an hour, then 429; another address is unaffected", async () => {
    await inOneLimitWindow(async (attempt) => {
      const ip = { "x-nf-client-connection-ip": `203.0.113.${70 + attempt}` };
      for (let i = 0; i < 10; i++) expect((await postJson(valid(), ip)).status).toBe(200);
      const refused = await postJson(valid(), ip);
      expect(refused.status).toBe(429);
      expect(refused.json.error?.message).toContain(
        "Too many messages from your network this hour (we accept 10 an hour)",
      );
      expect((await postJson(valid(), { "x-nf-client-connection-ip": `203.0.113.${80 + attempt}` })).status).toBe(200);
    });
  });

  test("SMTP refuses or is down: 502 DeliveryFailed, the attempt does not count against the limit", async () => {
    const email = visitor();
    await sink.setFault({ mode: "reject", code: 554, count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await postJson(valid({ email }));
      expect(res.status).toBe(502);
      expect(res.json.error).toMatchObject({ code: "DeliveryFailed", message: MESSAGES.delivery });
    }
    await sink.setFault({ mode: "down" });
    expect((await postJson(valid({ email }))).json.error?.code).toBe("DeliveryFailed");
    await sink.setFault({ mode: "none" });
    for (let i = 0; i < 3; i++) expect((await postJson(valid({ email }))).status).toBe(200);
    expect(logged.filter((l) => l.includes("could not be delivered to sales"))).toEqual([
      expect.stringContaining("refused: EENVELOPE: 554 Transaction failed"),
      expect.stringContaining("refused: EENVELOPE: 554 Transaction failed"),
      expect.stringMatching(/unreachable: (ESOCKET|ECONNECTION)/),
    ]);
  });

  test("from another site: 403 OriginRefused; other content types 415; too large 413; GET 405", async () => {
    expect((await postJson(valid(), { Origin: "https://evil.example" })).json.error?.code).toBe("OriginRefused");
    const text = await send("POST", "/api/contact", {
      headers: { "Content-Type": "text/plain", Origin: origin },
      body: "hi",
    });
    expect(text.status).toBe(415);
    const big = await postJson({ ...valid(), message: "x".repeat(70 * 1024) });
    expect(big.status).toBe(413);
    expect((await send("GET", "/api/contact")).status).toBe(405);
    expect(sink.messages()).toEqual([]);
  });

  test("unknown fields are refused, naming them", async () => {
    const res = await postJson({ ...valid(), bcc: "victim@example.com" });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: "InvalidRequest", message: "Unknown field: bcc." });
  });
});

describe("without JavaScript (a plain form post, answered with a page)", () => {
  test("the cookie from the <noscript> image carries the token; the thank-you page has the result-page CSP", async () => {
    const cookie = `nw_contact=${aged()}`;
    const body = valid({ formToken: undefined, name: "Grace Hopper" });
    const res = await postForm(body, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["content-security-policy"]).toBe(RESULT_PAGE_CSP);
    expect(res.text).toContain("<h1>Thank you, your message was sent</h1>");
    expect(res.text).toContain(`We also sent a confirmation to ${body.email}.`);
    expect(sink.messages({ to: "sales@northwind-consulting.example" })[0]).toMatchObject({
      replyTo: [{ name: "Grace Hopper", address: body.email }],
    });
    expect(sink.messages({ to: body.email })).toHaveLength(1);
  });

  test("field errors: the form again with the values (escaped), each error tied to its field", async () => {
    const res = await postForm(valid({ name: "<b>Ada</b>", email: "nope", message: "Short" }));
    expect(res.status).toBe(400);
    expect(res.headers["content-security-policy"]).toBe(RESULT_PAGE_CSP);
    expect(res.text).toContain('value="&lt;b&gt;Ada&lt;/b&gt;"');
    expect(res.text).toContain(">Short</textarea>");
    expect(res.text).toMatch(
      /id="contact-email"[^>]*aria-invalid="true" aria-describedby="contact-email-hint contact-email-error"/,
    );
    expect(res.text).toContain(FIELD_MESSAGES.messageTooShort);
    expect(res.text).toContain('<option value="offering:cloud-hybrid-implementations" selected>');
  });

  test("a failed delivery re-shows the form with the text kept and says so", async () => {
    await sink.setFault({ mode: "down" });
    const res = await postForm(valid({ message: "Please keep this text, it took me a while to write." }));
    expect(res.status).toBe(502);
    expect(res.text).toContain("<h1>Your message was not sent</h1>");
    expect(res.text).toContain(MESSAGES.delivery.replace(/'/g, "&#39;"));
    expect(res.text).toContain(">Please keep this text, it took me a while to write.</textarea>");
    expect(res.text).toMatch(/name="formToken" value="v1\./);
  });

  test("no token at all (sent before the page could fetch one): the form again, with a token to send it", async () => {
    const res = await postForm(valid({ formToken: undefined }));
    expect(res.status).toBe(400);
    expect(res.text).toContain(MESSAGES.check.replace(/'/g, "&#39;"));
    expect(res.text).toMatch(/name="formToken" value="v1\.[^"]+"/);
  });

  test("a post from another site gets a page saying so", async () => {
    const res = await postForm(valid(), { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(res.text).toContain("must be sent from the contact page of the site itself");
  });
});

describe("settings", () => {
  test("no SMTP host: 500 ServerMisconfigured for the visitor, the variable named in the log", async () => {
    delete process.env.SMTP_HOST;
    const res = await postJson(valid());
    expect(res.status).toBe(500);
    expect(res.json.error).toMatchObject({ code: "ServerMisconfigured", message: MESSAGES.misconfigured });
    expect(logged).toContainEqual(
      "[functions] ServerMisconfigured: SMTP_HOST: SMTP_HOST is not set: the SMTP server's host name, e.g. smtp.example.net.",
    );
  });

  test("the development SMTP settings refuse a request to a public host", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await postJson(valid(), { Host: "www.northwind-consulting.example", Origin: SITE_URL });
      expect(res.json.error?.code).toBe("ServerMisconfigured");
      expect(errors.mock.calls.some((c) => String(c[0]).includes("SMTP_HOST is 127.0.0.1, the local SMTP sink"))).toBe(
        true,
      );
    } finally {
      errors.mockRestore();
    }
  });

  test("the table cannot be reached: 503 ServiceUnavailable, and nothing is sent", async () => {
    process.env.SITE_DYNAMODB_ENDPOINT = "http://127.0.0.1:9";
    const res = await postJson(valid());
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: "ServiceUnavailable", message: MESSAGES.unavailable });
    expect(sink.messages()).toEqual([]);
    expect(logged.some((l) => l.startsWith("[functions] contact: the rate limit table could not be used"))).toBe(true);
  });
});
