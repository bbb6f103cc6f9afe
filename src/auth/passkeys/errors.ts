/**
 * Clear messages for what goes wrong with passkeys: the browser's prompt closed or timed out (NotAllowedError),
 * withdrawn by the page (AbortError), a browser without passkeys, a site address passkeys cannot use (an IP
 * address such as 127.0.0.1), an authenticator that already holds one, and the pool refusing the passkey.
 * Pure: each function turns an error into the one the flow or the account page shows.
 */

export type PasskeyError = Error & { code: string };

function passkeyError(code: string, message: string, cause?: unknown): PasskeyError {
  return Object.assign(new Error(message), { code, name: code, cause });
}

/** The WebAuthn error name (@simplewebauthn/browser keeps the browser's DOMException name on its errors). */
function webAuthnName(error: unknown): string {
  const e = error as { name?: unknown; code?: unknown } | null;
  if (e?.code === "ERROR_CEREMONY_ABORTED") return "AbortError";
  if (e?.code === "ERROR_INVALID_DOMAIN" || e?.code === "ERROR_INVALID_RP_ID") return "SecurityError";
  if (e?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return "InvalidStateError";
  return typeof e?.name === "string" ? e.name : "";
}

const NOT_SUPPORTED = /not supported in this browser/i;

export const PASSKEY_MESSAGES = {
  closed: "The passkey prompt was closed or timed out.",
  canceled: "The passkey prompt was canceled.",
  unsupported: "This browser cannot use passkeys.",
  address:
    "Passkeys do not work on this address of the site. Open it by its name (for local runs, http://localhost rather than 127.0.0.1).",
  refused:
    "This passkey was not accepted. If you removed it from your account, sign in with your password and add a new one.",
  alreadyRegistered: "This authenticator already holds a passkey for your account.",
  expired: "The passkey sign-in took too long. Try again.",
} as const;

/** What the browser's part of a passkey sign-in or registration failed with, or null for an error of another kind. */
function browserFailure(error: unknown, closed: string): PasskeyError | null {
  const message = error instanceof Error ? error.message : "";
  switch (webAuthnName(error)) {
    case "NotAllowedError":
      return passkeyError("NotAllowedError", closed, error);
    case "AbortError":
      return passkeyError("AbortError", PASSKEY_MESSAGES.canceled, error);
    case "SecurityError":
      return passkeyError("SecurityError", PASSKEY_MESSAGES.address, error);
    case "InvalidStateError":
      return passkeyError("InvalidStateError", PASSKEY_MESSAGES.alreadyRegistered, error);
    default:
      return NOT_SUPPORTED.test(message)
        ? passkeyError("NotSupportedError", PASSKEY_MESSAGES.unsupported, error)
        : null;
  }
}

/** The browser's prompt during sign-in; `closed` adds where to go next. */
export function passkeyPromptError(error: unknown): unknown {
  return browserFailure(error, `${PASSKEY_MESSAGES.closed} Try again, or use your password instead.`) ?? error;
}

/**
 * The pool's answer to a passkey: a refusal (NotAuthorizedException) gets a message saying what to do; an
 * expired sign-in session (the prompt stayed open past its three minutes) says to try again.
 */
export function passkeyAnswerError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code !== "NotAuthorizedException") return error;
  const expired = typeof message === "string" && /session/i.test(message);
  return passkeyError(code, expired ? PASSKEY_MESSAGES.expired : PASSKEY_MESSAGES.refused, error);
}

/** The browser's prompt while adding a passkey on the account page. */
export function passkeyRegistrationError(error: unknown): unknown {
  return browserFailure(error, `${PASSKEY_MESSAGES.closed} No passkey was added.`) ?? error;
}
