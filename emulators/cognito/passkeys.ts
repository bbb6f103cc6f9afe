/**
 * A user's passkeys as the state keeps them: lookups, the descriptors that ceremonies name them by, the view
 * ListWebAuthnCredentials returns, and the user handle that ties a passkey to its user. Registration and sign-in
 * (passkey-registration.ts, passkey-signin.ts) go through here so they agree on what a usable passkey is.
 */
import type { Context } from "./context";
import type { PasskeyRecord, UserRecord } from "./state";
import { epochSeconds } from "./users";

/** Passkeys a user may register; beyond it StartWebAuthnRegistration answers LimitExceededException. */
export const MAX_PASSKEYS_PER_USER = 20;

export function passkeysOf(user: UserRecord): PasskeyRecord[] {
  return user.passkeys ?? [];
}

/** Passkeys that can sign in under the relying party in force (one registered for another RP id cannot). */
export function usablePasskeys(user: UserRecord, rpId: string): PasskeyRecord[] {
  return passkeysOf(user).filter((p) => p.relyingPartyId === rpId);
}

/** The WebAuthn user.id: derived from the immutable `sub`, so it survives renames and maps back to one user. */
export function userHandle(user: UserRecord): string {
  return Buffer.from(user.sub, "utf8").toString("base64url");
}

/** The user a credential id is registered to, if any. */
export function findPasskeyOwner(ctx: Context, credentialId: string): UserRecord | undefined {
  return Object.values(ctx.store.state.users).find((u) => passkeysOf(u).some((p) => p.credentialId === credentialId));
}

/** How excludeCredentials / allowCredentials name a passkey. */
export function descriptor(p: PasskeyRecord): { type: "public-key"; id: string; transports?: string[] } {
  return { type: "public-key", id: p.credentialId, ...(p.transports.length ? { transports: p.transports } : {}) };
}

/**
 * Cognito derives a friendly name from the authenticator; without its metadata service the emulator names the kind
 * of authenticator instead.
 */
export function friendlyName(attachment: string | undefined): string {
  if (attachment === "platform") return "Passkey on this device";
  if (attachment === "cross-platform") return "Security key";
  return "Passkey";
}

/** One item of ListWebAuthnCredentials. */
export function passkeyView(p: PasskeyRecord) {
  return {
    CredentialId: p.credentialId,
    FriendlyCredentialName: p.friendlyName,
    RelyingPartyId: p.relyingPartyId,
    ...(p.authenticatorAttachment ? { AuthenticatorAttachment: p.authenticatorAttachment } : {}),
    AuthenticatorTransports: p.transports,
    CreatedAt: epochSeconds(p.createdAt),
  };
}

/** Removes one of the user's passkeys; false when the user has no passkey with that id. */
export function removePasskey(user: UserRecord, credentialId: string): boolean {
  const before = passkeysOf(user);
  const after = before.filter((p) => p.credentialId !== credentialId);
  if (after.length === before.length) return false;
  user.passkeys = after;
  return true;
}
