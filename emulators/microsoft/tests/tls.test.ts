/**
 * The Microsoft stand-in's optional TLS listener (the `tls` option; MICROSOFT_STANDIN_TLS_PORT for
 * `npm run emulators`), which the official Graph JavaScript client needs: it sends the bearer token only to
 * https hosts and treats only https @odata.nextLinks as absolute. A client trusting the generated certificate
 * (`https.Agent({ ca })`) lists events through two pages over https, and follows calendarView/delta's nextLink and
 * deltaLink there; every URL answered on the TLS listener is https on the TLS port; the plain listener (and the
 * TLS-off default) keeps answering on http.
 */
import { X509Certificate } from "node:crypto";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import {
  CLIENT_ID,
  CLIENT_SECRET,
  connect,
  graphEvent,
  graphGet,
  startTest,
  type TestStandIn,
} from "../testing/helpers";

jest.setTimeout(30_000);

const WINDOW = "startDateTime=2024-05-06T00:00:00Z&endDateTime=2024-05-08T00:00:00Z";
const FIXTURES = [
  graphEvent("first", "2024-05-06T09:00:00.0000000", "2024-05-06T10:00:00.0000000"),
  graphEvent("second", "2024-05-06T11:00:00.0000000", "2024-05-06T12:00:00.0000000"),
  graphEvent("third", "2024-05-07T09:00:00.0000000", "2024-05-07T10:00:00.0000000"),
];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

/** One https request with node:https, trusting only `ca` (no global trust store changes). */
function httpsRequest(
  url: string,
  options: { ca?: string; method?: string; headers?: Record<string, string>; body?: string; servername?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const agent = new https.Agent({ ...(options.ca ? { ca: options.ca } : {}), keepAlive: false });
    const req = https.request(
      url,
      {
        agent,
        method: options.method ?? "GET",
        headers: options.headers ?? {},
        ...(options.servername ? { servername: options.servername } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          let body: Record<string, unknown>;
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

function tlsOf(emu: TestStandIn) {
  if (!emu.tls) throw new Error("the stand-in has no TLS listener");
  return emu.tls;
}

describe("TLS listener", () => {
  let emu: TestStandIn;
  let token: string;
  let refreshToken: string;
  beforeAll(async () => {
    emu = await startTest({ events: FIXTURES, tls: { port: 0 } });
    const tokens = await connect(emu);
    token = String(tokens.access_token);
    refreshToken = String(tokens.refresh_token);
  });
  afterAll(() => emu?.close());

  it("lists events over https through two pages, following an https @odata.nextLink with the bearer token", async () => {
    const tls = tlsOf(emu);
    expect(tls.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const auth = { Authorization: `Bearer ${token}` };
    const first = await httpsRequest(`${tls.url}/v1.0/me/calendarView?${WINDOW}&$top=2`, { ca: tls.ca, headers: auth });
    expect(first.status).toBe(200);
    expect(first.body["@odata.context"]).toMatch(new RegExp(`^${tls.url.replace(/[.]/g, "\\.")}/v1\\.0/`));
    const next = String(first.body["@odata.nextLink"]);
    expect(next.startsWith(`${tls.url}/v1.0/me/calendarView?`)).toBe(true);
    expect(new URL(next).protocol).toBe("https:");
    const second = await httpsRequest(next, { ca: tls.ca, headers: auth });
    expect(second.status).toBe(200);
    expect(second.body["@odata.nextLink"]).toBeUndefined();
    const ids = [first, second].flatMap((p) => (p.body.value as { id: string }[]).map((e) => e.id));
    expect(ids).toEqual(["first", "second", "third"]);
    // The token is required on https too.
    const anonymous = await httpsRequest(next, { ca: tls.ca });
    expect(anonymous.status).toBe(401);
  });

  it("gives calendarView/delta https nextLinks and deltaLinks there, which work over https", async () => {
    const tls = tlsOf(emu);
    const headers = { Authorization: `Bearer ${token}`, Prefer: "odata.maxpagesize=2" };
    const first = await httpsRequest(`${tls.url}/v1.0/me/calendarView/delta?${WINDOW}`, { ca: tls.ca, headers });
    const next = String(first.body["@odata.nextLink"]);
    expect(next.startsWith(`${tls.url}/v1.0/me/calendarView/delta?$skiptoken=`)).toBe(true);
    const last = await httpsRequest(next, { ca: tls.ca, headers });
    const deltaLink = String(last.body["@odata.deltaLink"]);
    expect(deltaLink.startsWith(`${tls.url}/v1.0/me/calendarView/delta?$deltatoken=`)).toBe(true);
    const ids = [first, last].flatMap((p) => (p.body.value as { id: string }[]).map((e) => e.id));
    expect(ids).toEqual(["first", "second", "third"]);
    const again = await httpsRequest(deltaLink, { ca: tls.ca, headers });
    expect([again.status, again.body.value]).toEqual([200, []]);
    // The same round's links on the plain listener stay http.
    const plain = await graphGet(`${emu.url}/v1.0/me/calendarView/delta?${WINDOW}`, token);
    expect(String(plain.body["@odata.deltaLink"]).startsWith(`${emu.url}/v1.0/`)).toBe(true);
  });

  it("serves a certificate for 127.0.0.1 and localhost that a client must trust explicitly", async () => {
    const tls = tlsOf(emu);
    const cert = new X509Certificate(tls.ca);
    expect(cert.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(cert.checkHost("localhost")).toBe("localhost");
    expect(cert.verify(cert.publicKey)).toBe(true);
    // The name localhost, checked against the certificate without relying on how localhost resolves here.
    const byName = await httpsRequest(`${tls.url}/`, { ca: tls.ca, servername: "localhost" });
    expect(byName.status).toBe(200);
    // Without the certificate in `ca`, Node refuses the connection.
    await expect(httpsRequest(`${tls.url}/`, {})).rejects.toMatchObject({
      code: expect.stringMatching(/SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/),
    });
  });

  it("emits only https URLs on the TLS port there: discovery, token endpoint, id_token issuer", async () => {
    const tls = tlsOf(emu);
    const discovery = await httpsRequest(`${tls.url}/common/v2.0/.well-known/openid-configuration`, { ca: tls.ca });
    expect(discovery.status).toBe(200);
    for (const key of ["token_endpoint", "authorization_endpoint", "jwks_uri", "userinfo_endpoint", "issuer"])
      expect(String(discovery.body[key]).startsWith(`${tls.url}/`)).toBe(true);
    const info = await httpsRequest(`${tls.url}/`, { ca: tls.ca });
    for (const key of ["authorize", "token", "graph"])
      expect(String(info.body[key]).startsWith(`${tls.url}/`)).toBe(true);

    const refreshed = await httpsRequest(`${tls.url}/common/oauth2/v2.0/token`, {
      ca: tls.ca,
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        scope: "openid offline_access Calendars.Read",
      }).toString(),
    });
    expect(refreshed.status).toBe(200);
    const idToken = String(refreshed.body.id_token);
    const claims = JSON.parse(Buffer.from(idToken.split(".")[1] ?? "", "base64url").toString("utf8")) as {
      iss: string;
    };
    expect(claims.iss.startsWith(`${tls.url}/`)).toBe(true);
  });

  it("keeps the plain listener on http with http links, for clients that do not use TLS", async () => {
    const res = await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}&$top=2`, token);
    expect(emu.url).toMatch(/^http:\/\//);
    expect(res.status).toBe(200);
    expect(String(res.body["@odata.nextLink"]).startsWith(`${emu.url}/v1.0/`)).toBe(true);
  });
});

describe("TLS off (the default)", () => {
  it("has no TLS listener and answers on http with http links", async () => {
    const emu = await startTest({ events: FIXTURES });
    try {
      expect(emu.tls).toBeUndefined();
      const token = String((await connect(emu)).access_token);
      const res = await graphGet(`${emu.url}/v1.0/me/calendarView?${WINDOW}&$top=2`, token);
      expect(res.status).toBe(200);
      expect(new URL(String(res.body["@odata.nextLink"])).protocol).toBe("http:");
    } finally {
      await emu.close();
    }
  });
});

describe("the certificate in the data dir", () => {
  it("is written as PEM for NODE_EXTRA_CA_CERTS and reused by the next start", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "ms-tls-"));
    try {
      const a = await startTest({ dataDir: dir, tls: { port: 0 } });
      const first = tlsOf(a);
      await a.close();
      expect(first.certPath).toBe(path.join(dir, "tls-cert.pem"));
      expect(await readFile(String(first.certPath), "utf8")).toBe(first.ca);
      const b = await startTest({ dataDir: dir, tls: { port: 0 } });
      try {
        expect(tlsOf(b).ca).toBe(first.ca);
        const res = await httpsRequest(`${tlsOf(b).url}/`, { ca: await readFile(String(first.certPath), "utf8") });
        expect(res.status).toBe(200);
      } finally {
        await b.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
