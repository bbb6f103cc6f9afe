/**
 * The signed-in user's passkeys, for the account page: list them (ListWebAuthnCredentials, every page), add one
 * (StartWebAuthnRegistration, the browser's prompt, CompleteWebAuthnRegistration) and delete one
 * (DeleteWebAuthnCredential), each with the access token. amazon-cognito-identity-js has none of these calls, so
 * they go over the pool's client; the browser's WebAuthn library is fetched only when someone adds a passkey.
 */
import { passkeyRegistrationError } from "./errors";
import type { LoadWebAuthn } from "./webAuthn";

export interface Passkey {
  id: string;
  /** The pool's name for it (Cognito derives it from the authenticator). */
  name: string;
  createdAt: Date | null;
  /** "platform" (built into a device), "cross-platform" (a security key or a phone), or null when unknown. */
  attachment: string | null;
  transports: string[];
}

export interface PasskeyServices {
  listPasskeys(): Promise<Passkey[]>;
  /** Asks the browser to create a passkey for the account and registers it with the pool. */
  addPasskey(): Promise<void>;
  deletePasskey(id: string): Promise<void>;
}

interface RawPasskey {
  CredentialId?: string;
  FriendlyCredentialName?: string;
  AuthenticatorAttachment?: string;
  AuthenticatorTransports?: string[];
  CreatedAt?: number;
}

/** A ListWebAuthnCredentials entry as the page shows it (CreatedAt in epoch seconds, as the SDK's wire format). */
export function passkeyFromWire(raw: RawPasskey): Passkey {
  return {
    id: raw.CredentialId ?? "",
    name: raw.FriendlyCredentialName ?? "",
    createdAt: typeof raw.CreatedAt === "number" ? new Date(raw.CreatedAt * 1000) : null,
    attachment: raw.AuthenticatorAttachment ?? null,
    transports: raw.AuthenticatorTransports ?? [],
  };
}

/** Cognito lists at most 20 per page; a user has at most 20, so a few pages always suffice. */
const MAX_PAGES = 10;

export interface PasskeyServiceDeps {
  /** One user-pool API call (the pool's client), resolving with its JSON answer. */
  request(operation: string, params: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** The signed-in user's access token (renewed when it has expired). */
  accessToken(): Promise<string>;
  webAuthn: LoadWebAuthn;
}

/**
 * Adding a passkey: the pool's options (`start`), the browser's prompt, the pool's check of the new credential
 * (`complete`); the WebAuthn library loads while the pool prepares the challenge.
 */
export async function registerPasskey(
  start: () => Promise<unknown>,
  complete: (credential: unknown) => Promise<void>,
  webAuthn: LoadWebAuthn,
): Promise<void> {
  const [started, browser] = await Promise.all([start(), webAuthn()]);
  const options = started as Parameters<typeof browser.register>[0] | undefined;
  if (!options?.challenge) throw new Error("The pool sent no passkey options.");
  let credential;
  try {
    credential = await browser.register(options);
  } catch (error) {
    throw passkeyRegistrationError(error);
  }
  await complete(credential);
}

export function createPasskeyServices({ request, accessToken, webAuthn }: PasskeyServiceDeps): PasskeyServices {
  return {
    async listPasskeys() {
      const AccessToken = await accessToken();
      const all: Passkey[] = [];
      let NextToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const data = await request("ListWebAuthnCredentials", { AccessToken, ...(NextToken ? { NextToken } : {}) });
        all.push(...((data.Credentials as RawPasskey[] | undefined) ?? []).map(passkeyFromWire));
        NextToken = typeof data.NextToken === "string" ? data.NextToken : undefined;
        if (!NextToken) break;
      }
      return all;
    },

    async addPasskey() {
      const AccessToken = await accessToken();
      await registerPasskey(
        async () => (await request("StartWebAuthnRegistration", { AccessToken })).CredentialCreationOptions,
        // The RegistrationResponseJSON object, as the SDK sends it.
        async (credential) =>
          void (await request("CompleteWebAuthnRegistration", { AccessToken, Credential: credential })),
        webAuthn,
      );
    },

    async deletePasskey(id) {
      await request("DeleteWebAuthnCredential", { AccessToken: await accessToken(), CredentialId: id });
    },
  };
}
