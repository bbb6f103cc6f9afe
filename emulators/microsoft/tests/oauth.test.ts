/**
 * The Microsoft stand-in's identity platform: the code flow with PKCE through the consent page, the token
 * endpoint's answers and AADSTS errors, refresh-token rotation, revocation, offline_access, and grants kept
 * across a restart.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { consent, pkcePair, postForm } from "../../kit/testing";
import {
  CASEY,
  CLIENT_ID,
  CLIENT_SECRET,
  connect,
  graphGet,
  OTHER,
  REDIRECT,
  startTest,
  type TestStandIn,
} from "../testing/helpers";

jest.setTimeout(30_000);

let emu: TestStandIn;
beforeAll(async () => {
  emu = await startTest();
});
afterAll(() => emu.close());

async function codeFor(email = CASEY, params: Record<string, string> = {}) {
  const pair = pkcePair();
  const { location, html } = await consent(emu.authorizeUrl({ code_challenge: pair.challenge, ...params }), {
    allow: email,
  });
  return { ...pair, location, html, code: location.searchParams.get("code") ?? "" };
}

function redeem(code: string, verifier: string, extra: Record<string, string> = {}) {
  return postForm(emu.tokenUrl, {
    grant_type: "authorization_code",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code,
    redirect_uri: REDIRECT,
    code_verifier: verifier,
    ...extra,
  });
}

function refresh(token: string, extra: Record<string, string> = {}) {
  return postForm(emu.tokenUrl, {
    grant_type: "refresh_token",
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    refresh_token: token,
    scope: "offline_access Calendars.Read",
    ...extra,
  });
}

function expectAadError(body: Record<string, unknown>, error: string, code: number) {
  expect(body.error).toBe(error);
  expect(body.error_description).toMatch(new RegExp(`^AADSTS${code}: `));
  expect(body.error_codes).toEqual([code]);
  expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}Z$/);
  expect(body.trace_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.correlation_id).toMatch(/^[0-9a-f-]{36}$/);
}

describe("authorize and consent", () => {
  it("shows an accessible consent page with both fixture accounts, then redirects with code and state", async () => {
    const { location, html, code } = await codeFor();
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain("<script");
    expect(html).toContain("Casey Consultant");
    expect(html).toContain(`>Allow as ${CASEY}</button>`);
    expect(html).toContain(`>Allow as ${OTHER}</button>`);
    expect(html).toContain(">Cancel</button>");
    expect(html).toContain("Read your calendars");
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(code).toMatch(/^M\.C5/);
  });

  it("Cancel redirects with access_denied and AADSTS65004", async () => {
    const { location } = await consent(emu.authorizeUrl({ code_challenge: pkcePair().challenge }), "cancel");
    expect(location.searchParams.get("error")).toBe("access_denied");
    expect(location.searchParams.get("error_description")).toMatch(/^AADSTS65004: User declined to consent/);
    expect(location.searchParams.get("state")).toBe("state-123");
    expect(location.searchParams.has("code")).toBe(false);
  });

  it("shows an error page, never a redirect, for an unknown client or an unregistered redirect URI", async () => {
    const cases: Record<string, string>[] = [
      { client_id: "not-the-client" },
      { redirect_uri: "http://evil.example/api/calendar/callback/microsoft" },
      { redirect_uri: "http://localhost:8000/somewhere-else" },
    ];
    for (const params of cases) {
      const res = await fetch(emu.authorizeUrl({ code_challenge: pkcePair().challenge, ...params }), {
        redirect: "manual",
      });
      expect(res.status).toBe(400);
      expect(res.headers.get("location")).toBeNull();
      expect(await res.text()).toMatch(/AADSTS(700016|50011)/);
    }
  });

  it("redirects errors for a missing PKCE challenge, a plain method and an unknown scope", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, "AADSTS9002325"],
      [{ code_challenge: pkcePair().challenge, code_challenge_method: "plain" }, "AADSTS501471"],
      [{ code_challenge: pkcePair().challenge, scope: "offline_access Mail.Send" }, "AADSTS70011"],
      [{ code_challenge: pkcePair().challenge, response_type: "token" }, "AADSTS70002"],
    ];
    for (const [params, code] of cases) {
      const res = await fetch(emu.authorizeUrl(params), { redirect: "manual" });
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get("location") ?? "");
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
      expect(location.searchParams.get("error_description")).toContain(code);
      expect(location.searchParams.get("state")).toBe("state-123");
    }
  });

  it("accepts any loopback port for the default redirect pattern", async () => {
    const other = "http://127.0.0.1:9876/api/calendar/callback/microsoft";
    const { location } = await codeFor(CASEY, { redirect_uri: other });
    expect(location.toString().startsWith(`${other}?code=`)).toBe(true);
  });
});

describe("token endpoint", () => {
  it("exchanges a code for Microsoft's token response", async () => {
    const { code, verifier } = await codeFor();
    const res = await redeem(code, verifier);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(
      ["access_token", "expires_in", "ext_expires_in", "id_token", "refresh_token", "scope", "token_type"].sort(),
    );
    expect(res.body).toMatchObject({ token_type: "Bearer", expires_in: 3599, ext_expires_in: 3599 });
    expect(res.body.scope).toBe("openid profile User.Read Calendars.Read");
    const claims = JSON.parse(
      Buffer.from(String(res.body.id_token).split(".")[1] ?? "", "base64url").toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      aud: CLIENT_ID,
      oid: "7f4a1c52-3b8e-4d0a-9c61-2e5b8f1a0d34",
      name: "Casey Consultant",
    });
    const me = await graphGet(`${emu.url}/v1.0/me`, String(res.body.access_token));
    expect(me.body.mail).toBe(CASEY);
  });

  it("refuses a wrong PKCE verifier, and the code is burned afterwards", async () => {
    const { code } = await codeFor();
    const wrong = await redeem(code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expectAadError(wrong.body, "invalid_grant", 501481);
    const missing = await codeFor();
    const none = await postForm(emu.tokenUrl, {
      grant_type: "authorization_code",
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      code: missing.code,
      redirect_uri: REDIRECT,
    });
    expectAadError(none.body, "invalid_grant", 50148);
  });

  it("refuses a reused code (AADSTS54005), an unknown one (AADSTS70000) and a different redirect_uri", async () => {
    const { code, verifier } = await codeFor();
    expect((await redeem(code, verifier)).status).toBe(200);
    const again = await redeem(code, verifier);
    expect(again.status).toBe(400);
    expectAadError(again.body, "invalid_grant", 54005);
    expectAadError((await redeem("M.C5nonsense", verifier)).body, "invalid_grant", 70000);
    const other = await codeFor();
    const res = await redeem(other.code, other.verifier, {
      redirect_uri: "http://localhost:9999/api/calendar/callback/microsoft",
    });
    expectAadError(res.body, "invalid_grant", 50011);
  });

  it("refuses an expired code (AADSTS70008)", async () => {
    const { code, verifier } = await codeFor();
    emu.advance(11 * 60 * 1000);
    try {
      expectAadError((await redeem(code, verifier)).body, "invalid_grant", 70008);
    } finally {
      emu.advance(-11 * 60 * 1000);
    }
  });

  it("authenticates the client by HTTP Basic too, and refuses a wrong secret with 401 invalid_client", async () => {
    const { code, verifier } = await codeFor();
    const basic = Buffer.from(`${encodeURIComponent(CLIENT_ID)}:${encodeURIComponent(CLIENT_SECRET)}`).toString(
      "base64",
    );
    const res = await postForm(
      emu.tokenUrl,
      { grant_type: "authorization_code", code, redirect_uri: REDIRECT, code_verifier: verifier },
      { Authorization: `Basic ${basic}` },
    );
    expect(res.status).toBe(200);
    const bad = await postForm(emu.tokenUrl, {
      grant_type: "refresh_token",
      client_id: CLIENT_ID,
      client_secret: "wrong",
      refresh_token: "x",
    });
    expect(bad.status).toBe(401);
    expectAadError(bad.body, "invalid_client", 7000215);
  });

  it("issues no refresh token without offline_access", async () => {
    const body = await connect(emu, CASEY, { scope: "User.Read Calendars.Read" });
    expect(body.refresh_token).toBeUndefined();
    expect(body.id_token).toBeUndefined();
    expect(body.access_token).toBeTruthy();
  });

  it("rotates refresh tokens; the previous one keeps working until the grant is revoked", async () => {
    const first = await connect(emu);
    const r1 = await refresh(String(first.refresh_token));
    expect(r1.status).toBe(200);
    expect(r1.body.refresh_token).toBeTruthy();
    expect(r1.body.refresh_token).not.toBe(first.refresh_token);
    expect(r1.body.access_token).not.toBe(first.access_token);
    const r2 = await refresh(String(r1.body.refresh_token));
    expect(r2.status).toBe(200);
    expect((await refresh(String(first.refresh_token))).status).toBe(200);
    const more = await refresh(String(r2.body.refresh_token), { scope: "Calendars.ReadWrite" });
    expectAadError(more.body, "invalid_grant", 65001);
  });

  it("answers invalid_grant (AADSTS50173) after the grant is revoked, and its access tokens get 401", async () => {
    const tokens = await connect(emu, OTHER);
    const res = await fetch(`${emu.url}/_dev/revoke`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ account: OTHER }),
    });
    expect(await res.json()).toEqual({ revoked: 1 });
    const refused = await refresh(String(tokens.refresh_token));
    expect(refused.status).toBe(400);
    expectAadError(refused.body, "invalid_grant", 50173);
    const me = await graphGet(`${emu.url}/v1.0/me`, String(tokens.access_token));
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ error: { code: "InvalidAuthenticationToken" } });
    // Casey's grants are untouched.
    const casey = await connect(emu);
    expect((await refresh(String(casey.refresh_token))).status).toBe(200);
  });

  it("expires access tokens after their lifetime", async () => {
    const tokens = await connect(emu);
    emu.advance(3600 * 1000);
    try {
      const me = await graphGet(`${emu.url}/v1.0/me`, String(tokens.access_token));
      expect(me.status).toBe(401);
      expect(me.body).toMatchObject({
        error: { code: "InvalidAuthenticationToken", message: "Lifetime validation failed, the token is expired." },
      });
      expect((await refresh(String(tokens.refresh_token))).status).toBe(200);
    } finally {
      emu.advance(-3600 * 1000);
    }
  });

  it("answers unsupported_grant_type and a missing parameter in AAD's shape", async () => {
    const base = { client_id: CLIENT_ID, client_secret: CLIENT_SECRET };
    expectAadError(
      (await postForm(emu.tokenUrl, { ...base, grant_type: "password" })).body,
      "unsupported_grant_type",
      70003,
    );
    expectAadError((await postForm(emu.tokenUrl, base)).body, "invalid_request", 900144);
  });
});

describe("persistence", () => {
  it("keeps grants across a restart with the same dataDir, and drops them with reset", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "msft-standin-"));
    try {
      const first = await startTest({ dataDir });
      const tokens = await connect(first);
      await first.close();
      const second = await startTest({ dataDir });
      const refreshed = await postForm(second.tokenUrl, {
        grant_type: "refresh_token",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        refresh_token: String(tokens.refresh_token),
      });
      expect(refreshed.status).toBe(200);
      expect((await graphGet(`${second.url}/v1.0/me`, String(tokens.access_token))).status).toBe(200);
      expect(second.grants()).toHaveLength(1);
      await second.close();
      const third = await startTest({ dataDir, reset: true });
      const refused = await postForm(third.tokenUrl, {
        grant_type: "refresh_token",
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        refresh_token: String(refreshed.body.refresh_token),
      });
      expect(refused.body.error).toBe("invalid_grant");
      await third.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
