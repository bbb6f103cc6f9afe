/**
 * Authorization codes: one-time, short-lived (10 minutes), bound to the client, the redirect URI and a PKCE S256
 * challenge. Any redemption attempt burns the code, and a burned code is remembered until it would have expired so
 * a replay is told apart from a code that never existed (Microsoft answers them differently).
 */
import { checkVerifier } from "./pkce";
import { opaqueToken } from "./tokens";

export interface CodeRequest {
  clientId: string;
  redirectUri: string;
  accountId: string;
  scopes: string[];
  codeChallenge: string;
  /** The grant gets a refresh token (Microsoft: offline_access; Google: access_type=offline and consent). */
  offline: boolean;
  nonce?: string;
}

export type CodeFailure =
  "unknown" | "used" | "expired" | "client_mismatch" | "redirect_mismatch" | "verifier_missing" | "verifier_mismatch";

export type CodeRedemption = { ok: true; request: CodeRequest } | { ok: false; reason: CodeFailure };

export const CODE_LIFETIME_MS = 10 * 60 * 1000;

export class CodeBook {
  private readonly live = new Map<string, CodeRequest & { expiresAt: number }>();
  private readonly burned = new Map<string, number>();

  constructor(
    private readonly now: () => number,
    private readonly prefix = "",
  ) {}

  issue(request: CodeRequest): string {
    this.prune();
    const code = opaqueToken(this.prefix);
    this.live.set(code, { ...request, expiresAt: this.now() + CODE_LIFETIME_MS });
    return code;
  }

  redeem(code: string, by: { clientId: string; redirectUri: string | null; verifier: string | null }): CodeRedemption {
    this.prune();
    const record = this.live.get(code);
    if (!record) return { ok: false, reason: this.burned.has(code) ? "used" : "unknown" };
    this.live.delete(code);
    this.burned.set(code, record.expiresAt);
    if (record.expiresAt <= this.now()) return { ok: false, reason: "expired" };
    if (record.clientId !== by.clientId) return { ok: false, reason: "client_mismatch" };
    if (by.redirectUri !== record.redirectUri) return { ok: false, reason: "redirect_mismatch" };
    const pkce = checkVerifier(by.verifier, record.codeChallenge);
    if (pkce === "missing") return { ok: false, reason: "verifier_missing" };
    if (pkce !== "ok") return { ok: false, reason: "verifier_mismatch" };
    const { expiresAt: _expiresAt, ...request } = record;
    return { ok: true, request };
  }

  clear(): void {
    this.live.clear();
    this.burned.clear();
  }

  private prune(): void {
    const now = this.now();
    // Expired live codes stay one more lifetime so a late redemption is reported as expired, not unknown.
    for (const [k, v] of this.live) if (v.expiresAt + CODE_LIFETIME_MS < now) this.live.delete(k);
    for (const [k, v] of this.burned) if (v + CODE_LIFETIME_MS < now) this.burned.delete(k);
  }
}
