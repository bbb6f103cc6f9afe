/**
 * Handler tests run the real function modules in server/testing/function-host.ts (what Gatsby's wrapper does)
 * against an in-process Cognito emulator, calling them over HTTP with full control of every header. Gatsby does
 * not turn `__tests__/` into functions, so this helper can live beside the handlers.
 */
import { createPublicKey, randomBytes } from "crypto";
import { request } from "http";
import {
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import { generateKeyPair, importPKCS8, SignJWT, type JWTPayload } from "jose";
import { DEV_SIGNING_KEY_ID, DEV_SIGNING_PRIVATE_KEY_PEM, secretHash } from "../../../emulators/cognito";
import { PASSWORDS, sdk, startTestEmulator, type TestEmulator } from "../../../emulators/cognito/testing";
import { resetAuthServices } from "../../../server/auth/services";
import { resetSharedDocumentClient } from "../../../server/db/client";
import { startTestTable, type TestTable } from "../../../server/db/testing/dynalite";
import { resetLogOnce } from "../../../server/log";
import {
  startFunctionHost,
  type MountedFunction,
  type RunningFunctionHost,
} from "../../../server/testing/function-host";
import * as adminArea from "../admin/[...area]";
import * as refresh from "../auth/refresh";
import * as revoke from "../auth/revoke";
import * as session from "../auth/session";

export { PASSWORDS };
export const SITE_URL = "https://www.northwind-consulting.example";
export const SUPER = { username: "super.admin@example.com", password: PASSWORDS.super };
export const ADMIN = { username: "admin@example.com", password: PASSWORDS.admin };

export interface Tokens {
  idToken: string;
  accessToken: string;
  refreshToken: string;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  text: string;
  /** Set-Cookie lines. */
  cookies: string[];
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** An object is sent as JSON (with Content-Type unless headers say otherwise); a string as is. */
  body?: unknown;
  /** Send the body chunked (no Content-Length). */
  chunked?: boolean;
}

export interface Harness {
  emu: TestEmulator;
  host: RunningFunctionHost;
  cookieKey: Buffer;
  /** The origin a page of the local site would send (the function host's own). */
  origin: string;
  call(method: string, path: string, options?: CallOptions): Promise<Reply>;
  signIn(user: { username: string; password: string }): Promise<Tokens>;
  sessionHeaders(tokens: Pick<Tokens, "idToken" | "accessToken">): Record<string, string>;
  /** POST /api/auth/session from the site, as one browser (its device cookie kept); returns the sealed cookie value. */
  storeSession(tokens: Tokens): Promise<string>;
  /**
   * Signs in as the site does (Cognito, then POST /api/auth/session) `seconds` ago, with this process's clock (which
   * the in-process emulator and the functions both read) moved back, so auth_time and the server's record are that
   * old. `tokens` are what the page holds now: renewed through POST /api/auth/refresh once the sign-in's 5-minute
   * access token has expired, as the page does; `signInTokens` are the sign-in's own.
   */
  signInAgo(
    user: { username: string; password: string },
    seconds: number,
  ): Promise<{ tokens: Tokens; signInTokens: Tokens; cookie: string }>;
  globalSignOut(accessToken: string): Promise<void>;
  revokeAtCognito(refreshToken: string): Promise<void>;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

export interface HarnessOptions {
  clientSecret?: string;
  /** More functions to mount beside the auth and admin ones (the calendar's, see calendar-harness.ts). */
  functions?: MountedFunction[];
  /**
   * The site table (the pending sign-outs live there; so do the calendar's and the security notices' items).
   * When left out, the harness starts an in-memory one and stops it with the rest.
   */
  table?: TestTable;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const [emu, table] = await Promise.all([
    startTestEmulator(options.clientSecret ? { config: { clientSecret: options.clientSecret } } : {}),
    options.table ?? startTestTable("harness-test"),
  ]);
  const ownTable = options.table ? null : table;
  const cookieKey = randomBytes(32);
  Object.assign(process.env, {
    SITE_DYNAMODB_ENDPOINT: table.endpoint,
    SITE_TABLE: table.table,
    GATSBY_COGNITO_USER_POOL_ID: emu.poolId,
    GATSBY_COGNITO_CLIENT_ID: emu.clientId,
    // As in .env.development: the endpoint on 127.0.0.1 while the emulator's tokens say localhost.
    GATSBY_COGNITO_ENDPOINT: `${emu.url}/`,
    GATSBY_COGNITO_DOMAIN: emu.publicUrl,
    AUTH_COOKIE_KEY: cookieKey.toString("base64"),
    SITE_URL,
    COGNITO_CLIENT_SECRET: options.clientSecret ?? "",
    COGNITO_ISSUER: "",
  });
  resetAuthServices();
  resetSharedDocumentClient();
  resetLogOnce();
  const host = await startFunctionHost([
    { path: "auth/session", module: session },
    { path: "auth/refresh", module: refresh },
    { path: "auth/revoke", module: revoke },
    { path: "admin/*area", module: adminArea },
    ...(options.functions ?? []),
  ]);
  const client = sdk(emu);
  const hostUrl = new URL(host.url);

  const call = (method: string, path: string, opts: CallOptions = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const headers: Record<string, string> = { ...opts.headers };
      let payload: Buffer | undefined;
      if (opts.body !== undefined) {
        const isText = typeof opts.body === "string" || Buffer.isBuffer(opts.body);
        payload = Buffer.from(isText ? (opts.body as string) : JSON.stringify(opts.body));
        if (!isText && !Object.keys(headers).some((h) => h.toLowerCase() === "content-type"))
          headers["Content-Type"] = "application/json";
        if (!opts.chunked) headers["Content-Length"] = String(payload.length);
      }
      const req = request(
        { host: hostUrl.hostname, port: hostUrl.port, method, path, headers, agent: false },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            let body: unknown = undefined;
            try {
              body = text ? JSON.parse(text) : undefined;
            } catch {
              body = text;
            }
            const setCookie = res.headers["set-cookie"];
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body,
              text,
              cookies: Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [],
            });
          });
        },
      );
      req.on("error", reject);
      if (payload) req.write(payload);
      req.end();
    });

  const signIn = async (user: { username: string; password: string }): Promise<Tokens> => {
    const params: Record<string, string> = { USERNAME: user.username, PASSWORD: user.password };
    if (options.clientSecret) params.SECRET_HASH = secretHash(options.clientSecret, user.username, emu.clientId);
    const out = await client.send(
      new InitiateAuthCommand({
        AuthFlow: "USER_AUTH",
        ClientId: emu.clientId,
        AuthParameters: { ...params, PREFERRED_CHALLENGE: "PASSWORD" },
      }),
    );
    const r = out.AuthenticationResult;
    if (!r?.IdToken || !r.AccessToken || !r.RefreshToken) throw new Error("sign-in returned no tokens");
    return { idToken: r.IdToken, accessToken: r.AccessToken, refreshToken: r.RefreshToken };
  };

  let deviceCookie: string | undefined;

  const sessionHeaders = (t: Pick<Tokens, "idToken" | "accessToken">) => ({
    Authorization: `Bearer ${t.idToken}`,
    "X-Access-Token": t.accessToken,
  });

  const storeSession = async (tokens: Tokens): Promise<string> => {
    // As one browser: the device cookie the first answer sets comes back with every later sign-in.
    const res = await call("POST", "/api/auth/session", {
      headers: { Origin: host.url, ...(deviceCookie ? { Cookie: `nw_device=${deviceCookie}` } : {}) },
      body: tokens,
    });
    if (res.status !== 200) throw new Error(`POST /api/auth/session: ${res.status} ${res.text}`);
    deviceCookie =
      /^nw_device=([^;]+)/.exec(
        res.cookies.find((c) => c.startsWith("nw_device=") && c.includes("; Path=/;")) ?? "",
      )?.[1] ?? deviceCookie;
    return cookieValue(res.cookies);
  };

  return {
    emu,
    host,
    cookieKey,
    origin: host.url,
    call,
    signIn,
    sessionHeaders,
    storeSession,
    async signInAgo(user, seconds) {
      const realNow = Date.now;
      Date.now = () => realNow() - seconds * 1000;
      let signInTokens: Tokens;
      let cookie: string;
      try {
        signInTokens = await signIn(user);
        cookie = await storeSession(signInTokens);
      } finally {
        Date.now = realNow;
      }
      const { exp } = decodePart(signInTokens.accessToken, 1) as { exp: number };
      if (exp * 1000 > Date.now()) return { tokens: signInTokens, signInTokens, cookie };
      const renewed = await call("POST", "/api/auth/refresh", {
        headers: { Origin: host.url, Cookie: `nw_session=${cookie}` },
      });
      if (renewed.status !== 200) throw new Error(`POST /api/auth/refresh: ${renewed.status} ${renewed.text}`);
      const { idToken, accessToken } = renewed.body as Tokens;
      return { tokens: { idToken, accessToken, refreshToken: signInTokens.refreshToken }, signInTokens, cookie };
    },
    async globalSignOut(accessToken) {
      await client.send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    },
    async revokeAtCognito(refreshToken) {
      await client.send(
        new RevokeTokenCommand({
          Token: refreshToken,
          ClientId: emu.clientId,
          ...(options.clientSecret ? { ClientSecret: options.clientSecret } : {}),
        }),
      );
    },
    client,
    async stop() {
      await host.close();
      await Promise.all([emu.stop(), ownTable?.stop()]);
      resetAuthServices();
      resetSharedDocumentClient();
    },
  };
}

/** The value of our cookie in Set-Cookie lines ("" when cleared). */
export function cookieValue(lines: string[]): string {
  const line = lines.find((l) => l.startsWith("nw_session=") && l.includes("; Path=/;"));
  if (line === undefined) throw new Error("no nw_session cookie set");
  return line.slice("nw_session=".length).split(";")[0] ?? "";
}

export function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[index] ?? "", "base64url").toString("utf8")) as Record<
    string,
    unknown
  >;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

/** Forged tokens: what an attacker (or a confused client) could send. */
export const forge = {
  /** Signed with the pool's real key: everything but the claims is genuine. */
  async withPoolKey(payload: JWTPayload, header: Record<string, unknown> = {}): Promise<string> {
    const key = await importPKCS8(DEV_SIGNING_PRIVATE_KEY_PEM, "RS256");
    return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: DEV_SIGNING_KEY_ID, ...header }).sign(key);
  },
  /** A key pair of our own, but the pool's kid. */
  async withForeignKey(payload: JWTPayload, kid = DEV_SIGNING_KEY_ID): Promise<string> {
    const { privateKey } = await generateKeyPair("RS256");
    return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid }).sign(privateKey);
  },
  /** HS256 with the pool's public key as the HMAC secret (the classic algorithm-confusion attack). */
  async hs256WithPublicKey(payload: JWTPayload): Promise<string> {
    const pem = createPublicKey(DEV_SIGNING_PRIVATE_KEY_PEM).export({ type: "spki", format: "pem" }).toString();
    return new SignJWT(payload)
      .setProtectedHeader({ alg: "HS256", kid: DEV_SIGNING_KEY_ID })
      .sign(new TextEncoder().encode(pem));
  },
  /** `alg: none`, no signature. */
  unsigned(payload: Record<string, unknown>): string {
    return `${b64({ alg: "none", kid: DEV_SIGNING_KEY_ID })}.${b64(payload)}.`;
  },
  /** The same token with its payload changed and the original signature kept. */
  tampered(token: string, change: (payload: Record<string, unknown>) => void): string {
    const [h, , s] = token.split(".");
    const payload = decodePart(token, 1);
    change(payload);
    return `${h}.${b64(payload)}.${s}`;
  },
};

/** A genuine token's claims with changes, re-signed with the pool key (so only the changed claims are wrong). */
export async function resigned(token: string, change: (payload: Record<string, unknown>) => void): Promise<string> {
  const payload = decodePart(token, 1);
  change(payload);
  return forge.withPoolKey(payload as JWTPayload);
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);
