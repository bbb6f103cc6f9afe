/**
 * The consent step both provider stand-ins share: a validated authorize request waits server-side (10 minutes)
 * while the user picks a fixture account on an accessible, script-free page (kit page shell), and the page's
 * POST comes back as "allow as <account>" or "cancel". The providers only build their own redirects.
 */
import { escapeHtml } from "../../../core/html";
import { hiddenFields, page } from "../html";
import type { FixtureAccount } from "./accounts";
import { opaqueToken } from "./tokens";

export interface ConsentRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  codeChallenge: string;
  offline: boolean;
  nonce?: string;
  /** prompt as sent (Google re-issues refresh tokens only with prompt=consent). */
  prompt?: string;
}

const PENDING_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 1000;

export class PendingConsents {
  private readonly pending = new Map<string, { request: ConsentRequest; expiresAt: number }>();

  constructor(private readonly now: () => number) {}

  add(request: ConsentRequest): string {
    const now = this.now();
    for (const [k, v] of this.pending) if (v.expiresAt <= now) this.pending.delete(k);
    // Bounded: a client that loops on the authorize URL must not grow memory without end.
    if (this.pending.size >= MAX_PENDING) this.pending.delete(this.pending.keys().next().value as string);
    const id = opaqueToken("", 18);
    this.pending.set(id, { request, expiresAt: now + PENDING_TTL_MS });
    return id;
  }

  /** One-time: a decision consumes the pending request. */
  take(id: string): ConsentRequest | undefined {
    const entry = this.pending.get(id);
    this.pending.delete(id);
    return entry && entry.expiresAt > this.now() ? entry.request : undefined;
  }

  clear(): void {
    this.pending.clear();
  }
}

export interface ConsentPageOptions {
  /** "Microsoft" or "Google". */
  provider: string;
  /** Where the page's forms post (the authorize path). */
  action: string;
  pendingId: string;
  clientId: string;
  accounts: FixtureAccount[];
  /** Plain-words permissions, one per line. */
  permissions: string[];
  /**
   * Permissions the user may untick, each a checkbox ticked by default (Google's granular consent); the scopes
   * left unticked are not granted. The others are granted with the consent.
   */
  optional?: { scope: string; label: string }[];
}

function accountHint(a: FixtureAccount): string {
  if (a.noMailbox) return "Calendar: none (no Exchange Online mailbox)";
  const calendar = a.ownsSeed ? "Calendar: the seeded events" : "Calendar: empty";
  return a.testingApp ? `${calendar}; the app is in testing (access ends after 7 days)` : calendar;
}

export function consentPage(o: ConsentPageOptions): string {
  const accounts = o.accounts
    .map(
      (a) => `<li><p><strong>${escapeHtml(a.name)}</strong><br>${escapeHtml(a.email)}<br>
<span class="hint">${escapeHtml(accountHint(a))}</span></p>
<button type="submit" name="account" value="${escapeHtml(a.id)}">Allow as ${escapeHtml(a.email)}</button></li>`,
    )
    .join("\n");
  const permissions = o.permissions.map((p) => `<li>${escapeHtml(p)}</li>`).join("");
  const optional = (o.optional ?? [])
    .map(
      (p) =>
        `<li><label><input type="checkbox" name="grant" value="${escapeHtml(p.scope)}" checked> ${escapeHtml(p.label)}</label></li>`,
    )
    .join("");
  return page({
    title: `Sign in with ${o.provider} (offline stand-in)`,
    heading: `Sign in with ${o.provider}`,
    intro: `Offline stand-in for ${o.provider}'s consent page. The accounts are fixtures; no real account is used.`,
    body: `<form method="post" action="${escapeHtml(o.action)}">
${hiddenFields({ pending: o.pendingId, decision: "allow" })}
<h2 style="font-size:1.1rem">The app <code>${escapeHtml(o.clientId)}</code> would like to</h2>
<ul>${permissions}</ul>
${optional ? `${hiddenFields({ granular: "1" })}<fieldset><legend>Select what the app can access</legend><ul>${optional}</ul></fieldset>` : ""}
<h2 style="font-size:1.1rem">Choose an account</h2>
<ul class="accounts">${accounts}</ul>
</form>
<form method="post" action="${escapeHtml(o.action)}">
${hiddenFields({ pending: o.pendingId, decision: "cancel" })}
<button type="submit" class="secondary">Cancel</button>
</form>`,
  });
}

export type ConsentDecision =
  /** `scopes`: what the user granted, the request's scopes less the optional ones left unticked. */
  | { kind: "allow"; request: ConsentRequest; account: FixtureAccount; scopes: string[] }
  | { kind: "cancel"; request: ConsentRequest }
  | { kind: "invalid"; message: string };

/** Reads the consent page's POST; a missing or expired pending request is "invalid" (shown as an error page). */
export function consentDecision(
  form: URLSearchParams,
  pending: PendingConsents,
  accounts: FixtureAccount[],
  optional: readonly string[] = [],
): ConsentDecision {
  const decision = form.get("decision");
  if (decision !== "allow" && decision !== "cancel") return { kind: "invalid", message: "Unknown decision." };
  const request = pending.take(form.get("pending") ?? "");
  if (!request)
    return {
      kind: "invalid",
      message: "This sign-in request has expired or was already used. Start again from the app.",
    };
  if (decision === "cancel") return { kind: "cancel", request };
  const account = accounts.find((a) => a.id === form.get("account"));
  if (!account) return { kind: "invalid", message: "Unknown account." };
  // A form without the checkboxes (a test posting directly) grants everything asked.
  const ticked = form.has("granular") ? form.getAll("grant") : optional;
  const scopes = request.scopes.filter((scope) => !optional.includes(scope) || ticked.includes(scope));
  return { kind: "allow", request, account, scopes };
}

/** The redirect URI with parameters added to its query (keeping any query it already has). */
export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [k, v] of Object.entries(params)) if (v !== undefined) url.searchParams.append(k, v);
  return url.toString();
}
