/** The browser's WebAuthn (webAuthnBrowser.ts), fetched on first use: a dynamic import keeps the library out of the caller. */
import type { LoadWebAuthn } from "./webAuthn";
import { lazy } from "../../loading/lazy";

export const loadWebAuthnBrowser: LoadWebAuthn = lazy(() =>
  import(/* webpackChunkName: "webauthn" */ "./webAuthnBrowser").then((m) => m.webAuthnBrowser),
);
