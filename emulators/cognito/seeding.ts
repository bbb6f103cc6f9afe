/** Builds a fresh state from the seed, and decides whether a stored state can be reused. */
import { createHash } from "node:crypto";
import { issueCode } from "./codes";
import type { CognitoEmulatorConfig } from "./config";
import { codeMessage } from "./outbox";
import type { CognitoSeed } from "./seed";
import { createVerifier } from "./srp";
import { STATE_VERSION, type OutboxMessage, type PersistedState, type UserRecord } from "./state";
import { userKey } from "./users";

/** Changes when the seed or the pool identity changes (then stored state is discarded). */
export function seedHash(seed: CognitoSeed, config: CognitoEmulatorConfig): string {
  return createHash("sha256")
    .update(JSON.stringify({ seed, poolId: config.poolId, clientId: config.clientId, version: STATE_VERSION }))
    .digest("hex")
    .slice(0, 16);
}

export function buildSeedState(seed: CognitoSeed, config: CognitoEmulatorConfig, now: number): PersistedState {
  const state: PersistedState = {
    version: STATE_VERSION,
    poolId: config.poolId,
    seedHash: seedHash(seed, config),
    createdAt: now,
    users: {},
    groups: {},
    devices: {},
    families: {},
    codes: {},
    outbox: [],
    hostedSessions: {},
  };
  for (const g of seed.groups) {
    state.groups[g.name] = {
      name: g.name,
      ...(g.description ? { description: g.description } : {}),
      ...(g.precedence !== undefined ? { precedence: g.precedence } : {}),
      createdAt: now,
      updatedAt: now,
    };
  }
  for (const u of seed.users) {
    const v = createVerifier(config.poolName, u.username, u.password);
    const user: UserRecord = {
      username: u.username,
      sub: u.sub,
      status: u.status,
      enabled: true,
      attributes: { sub: u.sub, ...u.attributes },
      password: { salt: v.salt, verifier: v.verifier, setAt: now },
      groups: [...(u.groups ?? [])],
      mfa: { smsEnabled: false, totpEnabled: Boolean(u.totpSecret) },
      createdAt: now,
      updatedAt: now,
    };
    if (u.status === "FORCE_CHANGE_PASSWORD" && user.password) {
      user.password.temporaryExpiresAt = now + config.passwordPolicy.temporaryPasswordValidityDays * 86_400_000;
    }
    if (u.totpSecret) user.mfa.totpSecret = u.totpSecret;
    if (u.preferredMfa) user.mfa.preferred = u.preferredMfa;
    state.users[userKey(u.username)] = user;
    if (u.status === "UNCONFIRMED") {
      // The sign-up e-mail this user "received" before the seed was taken.
      const record = issueCode(now, config.signUpCodeTtlSeconds * 1000);
      state.codes[`SIGN_UP:${userKey(u.username)}:`] = {
        ...record,
        purpose: "SIGN_UP",
        username: u.username,
        attribute: "email",
      };
      const { subject, body } = codeMessage("SIGN_UP", record.code);
      const message: OutboxMessage = {
        id: `seed-${u.sub}`,
        to: u.attributes.email ?? u.username,
        channel: "EMAIL",
        kind: "SIGN_UP",
        username: u.username,
        subject,
        body,
        code: record.code,
        sentAt: new Date(now).toISOString(),
      };
      state.outbox.push(message);
    }
  }
  return state;
}

/** Reason to discard a stored state, or null to keep it. */
export function checkStoredState(data: unknown, expectedHash: string, config: CognitoEmulatorConfig): string | null {
  if (!data || typeof data !== "object") return "not an object";
  const s = data as Partial<PersistedState>;
  if (s.version !== STATE_VERSION) return `state version ${String(s.version)} != ${STATE_VERSION}`;
  if (s.poolId !== config.poolId) return `pool id changed (${String(s.poolId)} -> ${config.poolId})`;
  if (s.seedHash !== expectedHash) return "seed changed";
  for (const key of ["users", "groups", "devices", "families", "codes", "hostedSessions"] as const) {
    if (!s[key] || typeof s[key] !== "object") return `missing ${key}`;
  }
  if (!Array.isArray(s.outbox)) return "missing outbox";
  return null;
}
