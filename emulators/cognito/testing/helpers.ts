/**
 * Test helpers: each test file starts its own emulator on a free port with a temp data dir, and
 * drives it with the real amazon-cognito-identity-js and @aws-sdk/client-cognito-identity-provider.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import {
  AuthenticationDetails,
  CognitoUser,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from "amazon-cognito-identity-js";
import { JwtVerifier } from "aws-jwt-verify";
import { validateCognitoJwtFields } from "aws-jwt-verify/cognito-verifier";
import { startCognitoEmulator, type RunningCognitoEmulator, type StartCognitoEmulatorOptions } from "../emulator";
import { claimSignature, clientSessionKey, formatTimestamp, g, hexToBigInt, modPowN } from "../srp";
import { totp } from "../totp";

export const PASSWORDS = {
  super: "Sup3r-Admin!pass",
  admin: "Adm1n-Only!pass",
  totp: "T0tp-Admin!pass",
  temp: "Temp-Pass1!",
  unconfirmed: "Unconf1rmed!pass",
} as const;
export const TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

export interface TestEmulator extends RunningCognitoEmulator {
  dataDir: string;
  /** Operations seen by the server, in order (from the timing hook). */
  operations: string[];
  /** Moves the emulator's clock forward. */
  advance(ms: number): void;
  stop(): Promise<void>;
}

export async function startTestEmulator(options: StartCognitoEmulatorOptions = {}): Promise<TestEmulator> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "cognito-emu-test-")));
  const operations: string[] = [];
  let offset = 0;
  const emu = await startCognitoEmulator({
    port: 0,
    dataDir,
    now: () => Date.now() + offset,
    onTiming: (op) => operations.push(op),
    ...options,
  });
  return Object.assign(emu, {
    dataDir,
    operations,
    advance(ms: number) {
      offset += ms;
    },
    async stop() {
      await emu.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/** A browser's localStorage stand-in, one per simulated browser. */
export class MemoryStorage implements ICognitoStorage {
  private map = new Map<string, string>();
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  getItem(key: string): string | null {
    return this.map.has(key) ? (this.map.get(key) as string) : null;
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
  clear(): void {
    this.map.clear();
  }
  keys(): string[] {
    return [...this.map.keys()];
  }
}

export function acijPool(emu: RunningCognitoEmulator, storage: ICognitoStorage = new MemoryStorage()): CognitoUserPool {
  return new CognitoUserPool({
    UserPoolId: emu.poolId,
    ClientId: emu.clientId,
    endpoint: `${emu.url}/`,
    Storage: storage,
  });
}

export function acijUser(pool: CognitoUserPool, username: string): CognitoUser {
  return new CognitoUser({
    Username: username,
    Pool: pool,
    Storage: (pool as unknown as { storage: ICognitoStorage }).storage,
  });
}

/** Where an acij authentication call ended up. */
export type AuthOutcome =
  | { kind: "success"; session: CognitoUserSession; userConfirmationNecessary?: boolean }
  | { kind: "newPasswordRequired"; userAttributes: Record<string, string>; requiredAttributes: string[] }
  | { kind: "totpRequired"; parameters: Record<string, string> }
  | { kind: "smsRequired"; parameters: Record<string, string> }
  | { kind: "mfaSetup"; parameters: Record<string, string> }
  | { kind: "selectMfaType"; parameters: Record<string, string> };

export class AuthFailure extends Error {
  constructor(override readonly cause: Error & { code?: string }) {
    super(`${cause.code ?? cause.name}: ${cause.message}`);
  }
  get code(): string | undefined {
    return this.cause.code;
  }
}

/** The callback object acij takes, resolving a promise with the outcome. */
export function outcomeCallbacks(resolve: (o: AuthOutcome) => void, reject: (e: unknown) => void) {
  return {
    onSuccess: (session: CognitoUserSession, userConfirmationNecessary?: boolean) =>
      resolve({
        kind: "success",
        session,
        ...(userConfirmationNecessary !== undefined ? { userConfirmationNecessary } : {}),
      }),
    onFailure: (err: Error & { code?: string }) => reject(new AuthFailure(err)),
    newPasswordRequired: (userAttributes: Record<string, string>, requiredAttributes: string[]) =>
      resolve({ kind: "newPasswordRequired", userAttributes, requiredAttributes }),
    totpRequired: (_name: string, parameters: Record<string, string>) => resolve({ kind: "totpRequired", parameters }),
    mfaRequired: (_name: string, parameters: Record<string, string>) => resolve({ kind: "smsRequired", parameters }),
    mfaSetup: (_name: string, parameters: Record<string, string>) => resolve({ kind: "mfaSetup", parameters }),
    selectMFAType: (_name: string, parameters: Record<string, string>) =>
      resolve({ kind: "selectMfaType", parameters }),
    customChallenge: () => reject(new Error("unexpected custom challenge")),
  };
}

export function authenticate(user: CognitoUser, password: string, flow?: "USER_PASSWORD_AUTH"): Promise<AuthOutcome> {
  if (flow) user.setAuthenticationFlowType(flow);
  return new Promise((resolve, reject) =>
    user.authenticateUser(
      new AuthenticationDetails({ Username: user.getUsername(), Password: password }),
      outcomeCallbacks(resolve, reject),
    ),
  );
}

export function sendMfaCode(
  user: CognitoUser,
  code: string,
  type: "SMS_MFA" | "SOFTWARE_TOKEN_MFA",
): Promise<AuthOutcome> {
  return new Promise((resolve, reject) => user.sendMFACode(code, outcomeCallbacks(resolve, reject), type));
}

export function completeNewPassword(user: CognitoUser, password: string): Promise<AuthOutcome> {
  return new Promise((resolve, reject) =>
    user.completeNewPasswordChallenge(password, {}, outcomeCallbacks(resolve, reject)),
  );
}

export function expectSuccess(outcome: AuthOutcome): CognitoUserSession {
  if (outcome.kind !== "success") throw new Error(`expected success, got ${outcome.kind}`);
  return outcome.session;
}

/** Promisifies acij's node-style callbacks. */
export function cb<T>(fn: (callback: (err: Error | undefined | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) =>
    fn((err, result) => (err ? reject(new AuthFailure(err as Error & { code?: string })) : resolve(result as T))),
  );
}

/** Current TOTP code, or one `steps` windows ahead (the emulator refuses a step already used). */
export function totpCode(secret: string, steps = 0, emu?: TestEmulator): string {
  return totp(secret, emu ? emu.context.now() : Date.now(), steps);
}

/**
 * A TOTP code the emulator will accept now: codes of a step already used are refused (no
 * replay), so when the current step is used up the emulator's clock moves to the next one.
 */
export function freshTotp(emu: TestEmulator, username: string, secret: string): string {
  const last = emu.context.store.state.users[username.toLowerCase()]?.mfa.lastTotpStep ?? -1;
  const current = Math.floor(emu.context.now() / 30_000);
  if (last >= current) emu.advance((last - current + 1) * 30_000);
  return totp(secret, emu.context.now());
}

export function sdk(emu: RunningCognitoEmulator): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: emu.region,
    endpoint: emu.url,
    credentials: { accessKeyId: "AKIDLOCALEMULATOR", secretAccessKey: "local-emulator-dummy-secret" },
    maxAttempts: 1,
  });
}

/** aws-jwt-verify's generic verifier with Cognito field checks, JWKS fetched over plain http. */
export async function verifierFor(emu: RunningCognitoEmulator, tokenUse: "id" | "access", groups?: string[]) {
  const verifier = JwtVerifier.create({
    issuer: emu.issuer,
    audience: null,
    jwksUri: emu.jwksUri,
    customJwtCheck: ({ payload }) =>
      validateCognitoJwtFields(payload, { tokenUse, clientId: emu.clientId, ...(groups ? { groups } : {}) }),
  });
  const jwks = (await (await fetch(`${emu.url}/${emu.poolId}/.well-known/jwks.json`)).json()) as Parameters<
    typeof verifier.cacheJwks
  >[0];
  verifier.cacheJwks(jwks);
  return verifier;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** A raw JSON 1.1 call, as a browser would send it. */
export async function api(
  emu: RunningCognitoEmulator,
  operation: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const res = await fetch(`${emu.url}/`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: typeof payload === "string" ? payload : JSON.stringify(payload),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { raw: text };
  }
  return { status: res.status, headers: res.headers, body };
}

export interface SrpClient {
  a: bigint;
  A: bigint;
  /** SRP_A as the client sends it. */
  srpA: string;
}

/** The client's first SRP step: a random secret `a`, and A = g^a. */
export function srpClientStart(): SrpClient {
  const a = hexToBigInt(randomBytes(32).toString("hex"));
  const A = modPowN(g, a);
  return { a, A, srpA: A.toString(16) };
}

/**
 * The client's answer to PASSWORD_VERIFIER (its ChallengeResponses), computed with the emulator's SRP math (checked
 * against acij in srp.test.ts), for whichever operation carries it.
 */
export function passwordVerifierResponses(
  emu: TestEmulator,
  { a, A }: SrpClient,
  challenge: Record<string, string>,
  password: string,
): Record<string, string> {
  const poolName = emu.poolId.split("_")[1] as string;
  const userId = challenge.USER_ID_FOR_SRP as string;
  const key = clientSessionKey(
    a,
    A,
    hexToBigInt(challenge.SRP_B as string),
    challenge.SALT as string,
    poolName,
    userId,
    password,
  );
  const timestamp = formatTimestamp(new Date(emu.context.now()));
  const secretBlock = challenge.SECRET_BLOCK as string;
  return {
    USERNAME: userId,
    PASSWORD_CLAIM_SECRET_BLOCK: secretBlock,
    TIMESTAMP: timestamp,
    PASSWORD_CLAIM_SIGNATURE: claimSignature(key, poolName, userId, Buffer.from(secretBlock, "base64"), timestamp),
  };
}

/**
 * USER_SRP_AUTH over the raw wire: for challenges acij does not know (EMAIL_OTP as MFA). Returns PASSWORD_VERIFIER's
 * answer.
 */
export async function srpSignIn(emu: TestEmulator, username: string, password: string): Promise<ApiResponse> {
  const client = srpClientStart();
  const init = await api(emu, "InitiateAuth", {
    ClientId: emu.clientId,
    AuthFlow: "USER_SRP_AUTH",
    AuthParameters: { USERNAME: username, SRP_A: client.srpA },
  });
  if (init.status !== 200) return init;
  return api(emu, "RespondToAuthChallenge", {
    ClientId: emu.clientId,
    ChallengeName: "PASSWORD_VERIFIER",
    Session: init.body.Session,
    ChallengeResponses: passwordVerifierResponses(
      emu,
      client,
      init.body.ChallengeParameters as Record<string, string>,
      password,
    ),
  });
}

/** Signs in with the real client and returns the session (no challenges expected). */
export async function signInSimple(
  emu: RunningCognitoEmulator,
  username: string,
  password: string,
  storage = new MemoryStorage(),
) {
  const pool = acijPool(emu, storage);
  const user = acijUser(pool, username);
  const session = expectSuccess(await authenticate(user, password));
  return { pool, user, session, storage };
}

/** Signs a user up and confirms it with the code from the outbox (through the SDK). */
export async function createConfirmedUser(
  emu: RunningCognitoEmulator,
  email: string,
  password: string,
  attributes: Record<string, string> = {},
): Promise<void> {
  const client = sdk(emu);
  await client.send(
    new SignUpCommand({
      ClientId: emu.clientId,
      Username: email,
      Password: password,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  const code = emu.latestCode(email);
  if (!code) throw new Error(`no code sent to ${email}`);
  await client.send(new ConfirmSignUpCommand({ ClientId: emu.clientId, Username: email, ConfirmationCode: code }));
}

/** A tiny cookie-keeping, non-redirect-following browser for the hosted UI. */
export class TestBrowser {
  cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  private absolute(url: string): string {
    return new URL(url, this.base).toString();
  }

  private store(res: Response): void {
    const setCookies = (res.headers as Headers & { getSetCookie?: () => string[] }).getSetCookie?.() ?? [];
    for (const line of setCookies) {
      const [pair = "", ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = decodeURIComponent(pair.slice(i + 1).trim());
      if (attrs.some((a) => a.trim().toLowerCase() === "max-age=0")) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  }

  async get(url: string): Promise<{ status: number; location: string | null; html: string }> {
    const res = await fetch(this.absolute(url), { redirect: "manual", headers: { Cookie: this.cookieHeader() } });
    this.store(res);
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  }

  async post(
    url: string,
    form: Record<string, string> | URLSearchParams,
  ): Promise<{ status: number; location: string | null; html: string }> {
    const res = await fetch(this.absolute(url), {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: this.cookieHeader(), "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    this.store(res);
    return { status: res.status, location: res.headers.get("location"), html: await res.text() };
  }

  /** Follows same-origin redirects; stops at the first redirect to another origin (the app). */
  async follow(first: {
    status: number;
    location: string | null;
    html: string;
  }): Promise<{ status: number; location: string | null; html: string }> {
    let current = first;
    for (let i = 0; i < 10 && current.status >= 300 && current.status < 400 && current.location; i++) {
      const next = new URL(current.location, this.base);
      if (next.origin !== new URL(this.base).origin && !isEmulatorHost(next, this.base)) return current;
      current = await this.get(next.pathname + next.search);
    }
    return current;
  }
}

function isEmulatorHost(url: URL, base: string): boolean {
  const b = new URL(base);
  return url.port === b.port && (url.hostname === "localhost" || url.hostname === "127.0.0.1");
}

/** The hidden fields and action of the first form in a page. */
export function formFields(html: string, actionPath?: string): Record<string, string> {
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/g)];
  const form = actionPath ? forms.find((f) => f[1] === actionPath) : forms[0];
  if (!form) throw new Error(`no form${actionPath ? ` posting to ${actionPath}` : ""} in page`);
  const fields: Record<string, string> = {};
  for (const m of (form[2] as string).matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[m[1] as string] = (m[2] as string)
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
  }
  return fields;
}

export { decodePayload } from "./oauth-client";
