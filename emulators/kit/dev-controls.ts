/**
 * The calendar stand-ins' dev controls under /_dev/ (JSON, loopback clients only): revoke grants, switch faults,
 * put a provider failure on an account's grants or age them, list grants, replace the seed, slow the data requests,
 * expire the sync tokens, reset. Tests and the e2e harness drive the same switches the returned handle has.
 */
import { faultFromJson, FaultError, type Fault } from "./fault";
import { json, type HttpRequest } from "./http";
import type { Routed } from "./listener";
import type { GrantSummary } from "./oauth/grants";

/** A refused seed or an unknown account: answered 400/404 with its message. */
export class DevInputError extends Error {
  override name = "DevInputError";
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface DevHooks {
  /** Revokes the live grants of one account (id or e-mail) or of all; returns how many. */
  revoke(account?: string): Promise<number>;
  setFault(fault: Fault): void;
  fault(): Fault & { remaining: number | null };
  grants(): GrantSummary[];
  /**
   * Puts one of the provider's failures on an account's live grants ("none" clears it); returns how many grants.
   * Throws DevInputError for an unknown account or failure.
   */
  failGrants(account: string, failure: string): Promise<number>;
  /**
   * Moves an account's live grants `days` (0 to MAX_AGE_DAYS) into the past: consent, refresh tokens' issue and
   * last use, access tokens' expiry (a testing app's refresh tokens end 7 days after consent; Microsoft's after
   * 90 days unused).
   */
  ageGrants(account: string, days: number): Promise<number>;
  /** Replaces the events; throws DevInputError for an invalid seed. Returns how many were loaded. */
  setEvents(events: unknown): number;
  /** Every sync/delta token issued so far answers 410 from now on, as after the service dropped its sync state. */
  expireSyncTokens(): void;
  /** Each data request (a page of events, an event) waits this long before answering; reset restores the start value. */
  setLatency(ms: number): void;
  reset(): Promise<void>;
}

/** The most `POST /_dev/age` moves grants back: ten years. */
export const MAX_AGE_DAYS = 3650;

/** The most `POST /_dev/latency` delays a data request: a minute, past any client's deadline. */
export const MAX_LATENCY_MS = 60_000;

export function isLoopback(ip: string | undefined): boolean {
  if (!ip) return false;
  return ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}

function jsonInput(req: HttpRequest): unknown {
  if (req.tooLarge) throw new DevInputError("The body is too large.");
  const text = req.body.toString("utf8").trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DevInputError("The body is not valid JSON.");
  }
}

function record(input: unknown): Record<string, unknown> {
  return input && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

async function answer(req: HttpRequest, hooks: DevHooks): Promise<Routed> {
  const key = `${req.method} ${req.url.pathname}`;
  switch (key) {
    case "POST /_dev/revoke": {
      const input = jsonInput(req);
      const account = input && typeof input === "object" ? (input as { account?: unknown }).account : undefined;
      if (account !== undefined && typeof account !== "string")
        throw new DevInputError('account must be an account id or e-mail address, e.g. {"account":"a@b.example"}');
      return { operation: "dev.revoke", response: json(200, { revoked: await hooks.revoke(account) }) };
    }
    case "POST /_dev/failure": {
      const input = record(jsonInput(req));
      if (typeof input.account !== "string" || typeof input.failure !== "string")
        throw new DevInputError('Send the account and the failure, e.g. {"account":"a@b.example","failure":"none"}');
      const grants = await hooks.failGrants(input.account, input.failure);
      return { operation: "dev.failure", response: json(200, { grants }) };
    }
    case "POST /_dev/age": {
      const input = record(jsonInput(req));
      const { days } = input;
      if (typeof input.account !== "string" || typeof days !== "number")
        throw new DevInputError('Send the account and a number of days >= 0, e.g. {"account":"a@b.example","days":8}');
      // JSON reads 1e309 as Infinity: the grants' dates would stop being dates.
      if (!Number.isFinite(days) || days < 0 || days > MAX_AGE_DAYS)
        throw new DevInputError(`days must be a finite number from 0 to ${MAX_AGE_DAYS}, got ${String(days)}`);
      return {
        operation: "dev.age",
        response: json(200, { grants: await hooks.ageGrants(input.account, days) }),
      };
    }
    case "POST /_dev/fault":
      try {
        hooks.setFault(faultFromJson(jsonInput(req)));
      } catch (err) {
        if (err instanceof FaultError) throw new DevInputError(err.message);
        throw err;
      }
      return { operation: "dev.fault", response: json(200, { fault: hooks.fault() }) };
    case "GET /_dev/fault":
      return { operation: "dev.fault", response: json(200, { fault: hooks.fault() }) };
    case "GET /_dev/grants":
      return { operation: "dev.grants", response: json(200, { grants: hooks.grants() }) };
    case "POST /_dev/events":
      return { operation: "dev.events", response: json(200, { events: hooks.setEvents(jsonInput(req)) }) };
    case "POST /_dev/latency": {
      const { ms } = record(jsonInput(req));
      if (typeof ms !== "number" || !Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS)
        throw new DevInputError(
          `Send ms, a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}, e.g. {"ms":2000}; got ${JSON.stringify(ms)}`,
        );
      hooks.setLatency(ms);
      return { operation: "dev.latency", response: json(200, { latencyMs: ms }) };
    }
    case "POST /_dev/expire-sync-tokens":
      hooks.expireSyncTokens();
      return { operation: "dev.expire-sync-tokens", response: json(200, { expired: true }) };
    case "POST /_dev/reset":
      await hooks.reset();
      return { operation: "dev.reset", response: json(200, { reset: true }) };
    default:
      return { operation: "dev.not-found", response: json(404, { error: `No dev control ${key}` }) };
  }
}

/**
 * A stand-in's development endpoints behind the two rules they share: loopback clients only (403 with `refusal`
 * otherwise), and a DevInputError answered with its status and message instead of a crash.
 */
export async function loopbackDevRoute(
  req: HttpRequest,
  refusal: string,
  answerIt: () => Promise<Routed>,
): Promise<Routed> {
  if (!isLoopback(req.ip)) return { operation: "dev.forbidden", response: json(403, { error: refusal }) };
  try {
    return await answerIt();
  } catch (err) {
    if (err instanceof DevInputError)
      return { operation: "dev.invalid", response: json(err.status, { error: err.message }) };
    throw err;
  }
}

export function devRoute(req: HttpRequest, hooks: DevHooks): Promise<Routed> {
  return loopbackDevRoute(req, "Dev controls answer loopback clients only.", () => answer(req, hooks));
}
