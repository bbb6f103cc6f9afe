/**
 * What the sign-in and account code need of the browser's WebAuthn API, as an interface: in a page it is
 * @simplewebauthn/browser (webAuthnBrowser.ts, a chunk fetched only when someone uses a passkey); in tests, a
 * software authenticator. Besides the types, only the loader of that chunk.
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

export interface WebAuthnClient {
  /** navigator.credentials.get() for Cognito's CREDENTIAL_REQUEST_OPTIONS: the assertion as JSON. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON): Promise<AuthenticationResponseJSON>;
  /** navigator.credentials.create() for StartWebAuthnRegistration's options: the new credential as JSON. */
  register(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON>;
  /** Withdraws the browser's prompt, if one is open (the page's own Cancel). */
  cancel(): void;
}

export type LoadWebAuthn = () => Promise<WebAuthnClient>;

/** The browser's implementation, fetched on first use (a dynamic import, so the library stays out of the caller). */
export const loadWebAuthnBrowser: LoadWebAuthn = () =>
  import(/* webpackChunkName: "webauthn" */ "./webAuthnBrowser").then((m) => m.webAuthnBrowser);
