/**
 * The browser's WebAuthn API through @simplewebauthn/browser (base64url to bytes and back, one ceremony at a
 * time, abort). A chunk of its own ("webauthn"), fetched only when someone signs in with or adds a passkey.
 */
import { startAuthentication, startRegistration, WebAuthnAbortService } from "@simplewebauthn/browser";
import type { WebAuthnClient } from "./webAuthn";

export const webAuthnBrowser: WebAuthnClient = {
  authenticate: (optionsJSON) => startAuthentication({ optionsJSON }),
  register: (optionsJSON) => startRegistration({ optionsJSON }),
  cancel: () => WebAuthnAbortService.cancelCeremony(),
};
