/** The messages a person sees when a passkey sign-in or registration fails, for each way it can fail. */
import { PASSKEY_MESSAGES, passkeyAnswerError, passkeyPromptError, passkeyRegistrationError } from "./errors";

const named = (name: string, message = "browser text", extra: object = {}) =>
  Object.assign(new Error(message), { name, ...extra });

describe("the browser's prompt", () => {
  it.each([
    [
      "closed or timed out",
      named("NotAllowedError"),
      "NotAllowedError",
      `${PASSKEY_MESSAGES.closed} Try again, or use your password instead.`,
    ],
    ["withdrawn by the page", named("AbortError"), "AbortError", PASSKEY_MESSAGES.canceled],
    [
      "withdrawn (@simplewebauthn's code)",
      named("AbortError", "x", { code: "ERROR_CEREMONY_ABORTED" }),
      "AbortError",
      PASSKEY_MESSAGES.canceled,
    ],
    [
      "an IP address as the site's host",
      named("SecurityError", "x", { code: "ERROR_INVALID_DOMAIN" }),
      "SecurityError",
      PASSKEY_MESSAGES.address,
    ],
    [
      "a browser without WebAuthn",
      new Error("WebAuthn is not supported in this browser"),
      "NotSupportedError",
      PASSKEY_MESSAGES.unsupported,
    ],
  ])("%s", (_what, error, name, message) => {
    expect(passkeyPromptError(error)).toMatchObject({ name, code: name, message, cause: error });
  });

  it("passes other errors through", () => {
    const other = new Error("Network error");
    expect(passkeyPromptError(other)).toBe(other);
  });
});

describe("the pool's answer", () => {
  it("a refused passkey says what to do; an expired sign-in says to try again", () => {
    const refused = Object.assign(new Error("Passkey sign-in failed: unknown credential"), {
      code: "NotAuthorizedException",
    });
    expect(passkeyAnswerError(refused)).toMatchObject({
      code: "NotAuthorizedException",
      message: PASSKEY_MESSAGES.refused,
    });
    const expired = Object.assign(new Error("Invalid session for the user, session is expired."), {
      code: "NotAuthorizedException",
    });
    expect(passkeyAnswerError(expired)).toMatchObject({ message: PASSKEY_MESSAGES.expired });
    const other = Object.assign(new Error("Rate exceeded"), { code: "TooManyRequestsException" });
    expect(passkeyAnswerError(other)).toBe(other);
  });
});

describe("adding a passkey", () => {
  it("says nothing was added when the prompt closed, and names an authenticator that already has one", () => {
    expect(passkeyRegistrationError(named("NotAllowedError"))).toMatchObject({
      message: `${PASSKEY_MESSAGES.closed} No passkey was added.`,
    });
    expect(
      passkeyRegistrationError(named("InvalidStateError", "x", { code: "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" })),
    ).toMatchObject({ message: PASSKEY_MESSAGES.alreadyRegistered });
  });
});
