/**
 * The Google stand-in's OAuth side: consent with PKCE, Google's token answers and errors, refresh tokens only for
 * offline access (and again only with prompt=consent), revoke, userinfo, and grants kept across a restart.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { consent, pkcePair, postForm } from "../../kit/testing";
import {
  apiGet,
  CASEY,
  CLIENT_ID,
  CLIENT_SECRET,
  connect,
  REDIRECT,
  SOMEONE,
  startTest,
  type TestStandIn,
} from "../testing/helpers";

jest.setTimeout(30_000);

let emu: TestStandIn;
beforeAll(async () => {
  emu = await startTest();
});
afterAll(() => emu.close());

const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
  postForm(`${emu.url}/token`, form, headers);
const refresh = (refreshToken: string) =>
  token({
    grant_type: "refresh_token",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    refresh_token: refreshToken,
  });

async function codeFor(params: Record<string, string> = {}, email = CASEY) {
  const pair = pkcePair();
  const { location, html } = await consent(emu.authorizeUrl({ code_challenge: pair.challenge, ...params }), {
    allow: email,
  });
  return { ...pair, location, html, code: location.searchParams.get("code") ?? "" };
}

const redeem = (code: string, verifier: string, extra: Record<string, string> = {}) =>
  token({
    grant_type: "authorization_code",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    ...extra,
  });

describe("consent", () => {
  it("lists both fixture accounts and redirects with code, scope and state", async () => {
    const { html, location, code } = await codeFor();
    expect(html).toContain(`>Allow as ${CASEY}</button>`);
    expect(html).toContain(`>Allow as ${SOMEONE}</button>`);
    expect(html).toContain("See and download any calendar you can access");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(code).toMatch(/^4\/0A/);
    expect(location.searchParams.get("state")).toBe("st-9");
    expect(location.searchParams.get("scope")?.split(" ")).toContain("https://www.googleapis.com/auth/userinfo.email");
  });

  it("Cancel redirects with error=access_denied only", async () => {
    const { location } = await consent(emu.authorizeUrl({ code_challenge: pkcePair().challenge }), "cancel");
    expect([...location.searchParams.keys()].sort()).toEqual(["error", "state"]);
    expect(location.searchParams.get("error")).toBe("access_denied");
  });

  it("shows Google's error pages (no redirect) for a bad client, redirect URI, scope or PKCE", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ client_id: "nope", code_challenge: pkcePair().challenge }, 401, "invalid_client"],
      [
        { redirect_uri: "https://evil.example/api/calendar/callback/google", code_challenge: pkcePair().challenge },
        400,
        "redirect_uri_mismatch",
      ],
      [
        { scope: "openid https://www.googleapis.com/auth/gmail.readonly", code_challenge: pkcePair().challenge },
        400,
        "invalid_scope",
      ],
      [{}, 400, "Missing required parameter: code_challenge"],
      [{ code_challenge: pkcePair().challenge, code_challenge_method: "plain" }, 400, "code_challenge_method"],
    ];
    for (const [params, status, text] of cases) {
      const res = await fetch(emu.authorizeUrl(params), { redirect: "manual" });
      expect(res.status).toBe(status);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toContain(text);
    }
  });
});

describe("token endpoint", () => {
  it("answers Google's token response; refresh responses carry no refresh_token", async () => {
    const { code, verifier } = await codeFor();
    const res = await redeem(code, verifier);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual([
      "access_token",
      "expires_in",
      "refresh_token",
      "scope",
      "token_type",
      "id_token",
    ]);
    expect(res.body).toMatchObject({ expires_in: 3599, token_type: "Bearer" });
    expect(String(res.body.access_token)).toMatch(/^ya29\./);
    const again = await refresh(String(res.body.refresh_token));
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBeUndefined();
    expect(again.body.access_token).not.toBe(res.body.access_token);
    const info = await apiGet(`${emu.url}/oauth2/v3/userinfo`, String(again.body.access_token));
    expect(info.body).toEqual({
      sub: "104857600000000000101",
      name: "Casey Consultant",
      given_name: "Casey",
      family_name: "Consultant",
      email: CASEY,
      email_verified: true,
    });
  });

  it("refuses a wrong verifier, a reused code and a different redirect_uri", async () => {
    const a = await codeFor();
    expect((await redeem(a.code, pkcePair().verifier)).body).toEqual({
      error: "invalid_grant",
      error_description: "Invalid code verifier.",
    });
    const b = await codeFor();
    expect((await redeem(b.code, b.verifier)).status).toBe(200);
    const reused = await redeem(b.code, b.verifier);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe("invalid_grant");
    const c = await codeFor();
    const other = await redeem(c.code, c.verifier, {
      redirect_uri: "http://localhost:1234/api/calendar/callback/google",
    });
    expect(other.body.error).toBe("redirect_uri_mismatch");
  });

  it("issues a refresh token only with access_type=offline, and again only with prompt=consent", async () => {
    const online = await connect(emu, SOMEONE, { access_type: "online" });
    expect(online.refresh_token).toBeUndefined();
    const first = await connect(emu, SOMEONE, { prompt: "select_account" });
    expect(first.refresh_token).toBeTruthy();
    const second = await connect(emu, SOMEONE, { prompt: "select_account" });
    expect(second.refresh_token).toBeUndefined();
    const forced = await connect(emu, SOMEONE, { prompt: "consent" });
    expect(forced.refresh_token).toBeTruthy();
  });

  it("accepts HTTP Basic; refuses a wrong secret with 401 invalid_client", async () => {
    const { code, verifier } = await codeFor();
    const basic = Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`).toString(
      "base64",
    );
    const ok = await token(
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier },
      { Authorization: `Basic ${basic}` },
    );
    expect(ok.status).toBe(200);
    const bad = await token({
      grant_type: "refresh_token",
      client_id: CLIENT_ID,
      client_secret: "x",
      refresh_token: "y",
    });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ error: "invalid_client", error_description: "Unauthorized" });
  });
});

describe("revocation", () => {
  it("POST /revoke kills the whole grant: refresh gets invalid_grant, access tokens 401", async () => {
    const tokens = await connect(emu);
    const res = await postForm(`${emu.url}/revoke`, { token: String(tokens.access_token) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    const refused = await refresh(String(tokens.refresh_token));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: "invalid_grant", error_description: "Token has been expired or revoked." });
    const events = await apiGet(`${emu.url}/calendar/v3/calendars/primary/events`, String(tokens.access_token));
    expect(events.status).toBe(401);
    const again = await postForm(`${emu.url}/revoke`, { token: String(tokens.refresh_token) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: "invalid_token", error_description: "Token expired or revoked" });
  });

  it("the dev control revokes one account's grants", async () => {
    const casey = await connect(emu);
    const other = await connect(emu, SOMEONE);
    const res = await fetch(`${emu.url}/_dev/revoke`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ account: SOMEONE }),
    });
    expect(((await res.json()) as { revoked: number }).revoked).toBeGreaterThan(0);
    expect((await refresh(String(other.refresh_token))).body.error).toBe("invalid_grant");
    expect((await refresh(String(casey.refresh_token))).status).toBe(200);
    const unknown = await fetch(`${emu.url}/_dev/revoke`, {
      method: "POST",
      body: JSON.stringify({ account: "who@x" }),
    });
    expect(unknown.status).toBe(404);
  });
});

describe("persistence", () => {
  it("keeps grants across a restart with the same dataDir", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "google-standin-"));
    try {
      const first = await startTest({ dataDir });
      const tokens = await connect(first);
      await first.close();
      const second = await startTest({ dataDir });
      const res = await postForm(`${second.url}/token`, {
        grant_type: "refresh_token",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        refresh_token: String(tokens.refresh_token),
      });
      expect(res.status).toBe(200);
      await second.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
