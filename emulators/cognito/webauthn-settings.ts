/**
 * The shape of the pool's passkey (WebAuthn) settings, their defaults and the check of a relying-party id. Kept apart
 * from webauthn-config.ts, which reads the settings in force from the context, so the configuration can use them.
 */
export type UserVerification = "preferred" | "required";
export type FactorConfiguration = "SINGLE_FACTOR" | "MULTI_FACTOR_WITH_USER_VERIFICATION";

export const USER_VERIFICATIONS: readonly UserVerification[] = ["required", "preferred"];
export const FACTOR_CONFIGURATIONS: readonly FactorConfiguration[] = [
  "SINGLE_FACTOR",
  "MULTI_FACTOR_WITH_USER_VERIFICATION",
];

export interface WebAuthnSettings {
  /** Passkeys allowed as a first factor (the pool's AllowedFirstAuthFactors has WEB_AUTHN). */
  enabled: boolean;
  relyingPartyId: string;
  userVerification: UserVerification;
  factorConfiguration: FactorConfiguration;
}

export function defaultWebAuthnSettings(): WebAuthnSettings {
  return {
    enabled: true,
    relyingPartyId: "localhost",
    userVerification: "preferred",
    factorConfiguration: "SINGLE_FACTOR",
  };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;
const HOST_NAME = /^(?=.{1,127}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Why `id` cannot be a relying-party id (a bare, lower-case host name; browsers refuse IP addresses), or null. */
export function relyingPartyIdProblem(id: string): string | null {
  if (IPV4.test(id) || id.includes(":"))
    return `${id} is an IP address; a relying-party id must be a domain name (browse http://localhost for passkeys).`;
  if (!HOST_NAME.test(id)) return `${id} is not a domain name (no scheme, port or path; lower case).`;
  return null;
}
