/**
 * What the sign-in and account code need of the browser's WebAuthn API, as an interface: in a page it is
 * @simplewebauthn/browser (webAuthnBrowser.ts, a chunk fetched only when someone uses a passkey); in tests, a
 * software authenticator (loadWebAuthn.ts fetches the browser's).
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
