/**
 * The pool's passkey (WebAuthn) settings in force: its relying party, whether authenticators must verify the user, and
 * whether a passkey counts as MFA (their shape and defaults: webauthn-settings.ts). Configured at start, changed at
 * runtime by SetUserPoolMfaConfig's WebAuthnConfiguration as on a real pool. Also the one place that decides which
 * browser origins the relying party accepts, because a browser only runs a ceremony for an RP id that is the page's
 * host or a parent domain of it.
 */
import type { Context } from "./context";
import { Errors } from "./errors";
import type { PersistedState } from "./state";
import { optObject, optString, type Body } from "./validation";
import {
  FACTOR_CONFIGURATIONS,
  relyingPartyIdProblem,
  USER_VERIFICATIONS,
  type WebAuthnSettings,
} from "./webauthn-settings";

/** The settings in force: SetUserPoolMfaConfig's, over the configured ones. */
export function webAuthnSettings(ctx: Context): WebAuthnSettings {
  return { ...ctx.config.webAuthn, ...ctx.store.state.webAuthnConfiguration };
}

/** Whether a browser on `origin` may use passkeys of relying party `rpId`: same host or a subdomain, in a secure context. */
export function originMatches(origin: string, rpId: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.hostname;
  const onRp = host === rpId || host.endsWith(`.${rpId}`);
  const local = host === "localhost" || host.endsWith(".localhost");
  return onRp && (url.protocol === "https:" || (url.protocol === "http:" && local));
}

/** The site origins (the emulator's CORS list) where passkeys of `rpId` work. */
export function relyingPartyOrigins(ctx: Context, rpId: string): string[] {
  return ctx.config.allowedOrigins.filter((origin) => originMatches(origin, rpId));
}

/** GetUserPoolMfaConfig's WebAuthnConfiguration. */
export function webAuthnView(ctx: Context) {
  const s = webAuthnSettings(ctx);
  return {
    RelyingPartyId: s.relyingPartyId,
    UserVerification: s.userVerification,
    FactorConfiguration: s.factorConfiguration,
  };
}

function enumValue<T extends string>(block: Body, name: string, values: readonly T[]): T | undefined {
  const value = optString(block, name, { max: 64 });
  if (value !== undefined && !(values as readonly string[]).includes(value)) {
    const field = `webAuthnConfiguration.${name.charAt(0).toLowerCase()}${name.slice(1)}`;
    throw Errors.enumValue(field, value, values);
  }
  return value as T | undefined;
}

/** SetUserPoolMfaConfig's WebAuthnConfiguration, checked; undefined when the call has none. */
export function webAuthnConfigurationInput(input: Body): PersistedState["webAuthnConfiguration"] {
  const block = optObject(input, "WebAuthnConfiguration");
  if (!block) return undefined;
  const relyingPartyId = optString(block, "RelyingPartyId", { min: 1, max: 127 });
  const problem = relyingPartyId === undefined ? null : relyingPartyIdProblem(relyingPartyId);
  if (problem) throw Errors.invalidParameter(`Invalid RelyingPartyId: ${problem}`);
  const userVerification = enumValue(block, "UserVerification", USER_VERIFICATIONS);
  const factorConfiguration = enumValue(block, "FactorConfiguration", FACTOR_CONFIGURATIONS);
  return {
    ...(relyingPartyId !== undefined ? { relyingPartyId } : {}),
    ...(userVerification !== undefined ? { userVerification } : {}),
    ...(factorConfiguration !== undefined ? { factorConfiguration } : {}),
  };
}
