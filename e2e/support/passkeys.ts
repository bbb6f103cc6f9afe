/**
 * What the passkey specs share: the site under its host name (browsers refuse 127.0.0.1 as a WebAuthn relying
 * party, and the emulator's relying party is `localhost`), and Chromium's virtual authenticator through the
 * DevTools protocol standing in for a fingerprint reader or a security key.
 */
import type { CDPSession, Page } from "@playwright/test";

/** The e2e site (the harness serves it on 127.0.0.1) addressed as localhost: the same server, another name. */
export function localhostSite(): string {
  const port = process.env.E2E_SITE_PORT;
  if (!port) throw new Error("E2E_SITE_PORT is not set: run the specs through scripts/test-e2e.sh");
  return `http://localhost:${port}`;
}

export interface VirtualAuthenticator {
  cdp: CDPSession;
  id: string;
  /** The passkeys the authenticator holds. */
  credentials(): Promise<Array<{ credentialId: string; rpId?: string; isResidentCredential: boolean }>>;
  clear(): Promise<void>;
}

/**
 * A platform authenticator with user verification for `page` (WebAuthn.addVirtualAuthenticator). With
 * `presence: false` it never answers by itself, so the page's passkey prompt stays open.
 */
export async function addVirtualAuthenticator(page: Page, presence = true): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: presence,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
    clear: async () => {
      await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    },
  };
}
