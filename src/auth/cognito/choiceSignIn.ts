/**
 * Sign-ins amazon-cognito-identity-js cannot do, over the pool's own `client.request` (same endpoint, retries and
 * error shapes as the library's): Cognito's choice-based `USER_AUTH` flow with a code by e-mail (`EMAIL_OTP`) or a
 * passkey (`WEB_AUTHN`), and the e-mail code that follows a password as MFA. The tokens end up where the library
 * keeps them (`file`, from cognitoServices.ts), so getCurrentUser, getSession, refresh, the server hand-over and
 * sign-out work as after a password. A chunk of its own ("choice-sign-in"), fetched when someone picks one of
 * these; the browser's WebAuthn library is a further chunk, fetched only for a passkey.
 */
import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUserSession,
  type CognitoUserPool,
} from "amazon-cognito-identity-js";
import type { AuthUser } from "../flow/types";
import { passkeyAnswerError, passkeyPromptError } from "../passkeys/errors";
import { loadWebAuthnBrowser } from "../passkeys/loadWebAuthn";
import type { LoadWebAuthn, WebAuthnClient } from "../passkeys/webAuthn";

export type FirstFactor = "EMAIL_OTP" | "WEB_AUTHN";

/** The InitiateAuth / RespondToAuthChallenge answer, as much of it as this module reads. */
export interface AuthResponse {
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AvailableChallenges?: string[];
  AuthenticationResult?: AuthenticationResult;
}

/** Cognito's tokens, and the device it wants confirmed when the pool tracks devices. */
export interface AuthenticationResult {
  IdToken?: string;
  AccessToken?: string;
  RefreshToken?: string;
  NewDeviceMetadata?: { DeviceKey?: string; DeviceGroupKey?: string };
}

type Request = (
  operation: string,
  params: Record<string, unknown>,
  callback: (err: unknown, data?: unknown) => void,
) => void;

/** A challenge the sign-in waits on: the pool's Session binds the answer to this sign-in. */
export interface PendingChallenge {
  username: string;
  challengeName: string;
  parameters: Record<string, string>;
  session: string;
}

function authError(code: string, message: string): Error & { code: string } {
  return Object.assign(new Error(message), { code, name: code });
}

/** The session the library would have built from the same tokens (clock drift computed from the access token). */
export function sessionFromResult(result: AuthResponse["AuthenticationResult"]): CognitoUserSession {
  if (!result?.IdToken || !result.AccessToken)
    throw authError("InternalErrorException", "The sign-in returned no tokens.");
  return new CognitoUserSession({
    IdToken: new CognitoIdToken({ IdToken: result.IdToken }),
    AccessToken: new CognitoAccessToken({ AccessToken: result.AccessToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: result.RefreshToken ?? "" }),
  });
}

/** The pool's user name in a fresh session's id token (a sign-in by e-mail alias signs in the pool's user). */
function usernameOf(session: CognitoUserSession, fallback: string): string {
  return (session.getIdToken().decodePayload() as { "cognito:username"?: string })["cognito:username"] ?? fallback;
}

/** Cognito's CREDENTIAL_REQUEST_OPTIONS (a JSON string), checked enough to hand to the browser. */
export function requestOptions(parameters: Record<string, string>) {
  try {
    const options = JSON.parse(parameters.CREDENTIAL_REQUEST_OPTIONS ?? "") as { challenge?: unknown };
    if (typeof options.challenge === "string") return options as Parameters<WebAuthnClient["authenticate"]>[0];
  } catch {
    // reported below
  }
  throw authError("InternalErrorException", "The pool's passkey challenge could not be read.");
}

export interface ChoiceSignInOptions {
  /**
   * Ends the sign-in as the library ends its own (cognitoServices.ts: the tokens filed where it reads them, a new
   * device confirmed and remembered, then the server hand-over) and reports the signed-in user.
   */
  file(username: string, result: AuthenticationResult): Promise<AuthUser>;
  /** The browser's WebAuthn (default: @simplewebauthn/browser, fetched on first use). */
  webAuthn?: LoadWebAuthn;
}

export interface ChoiceSignIn {
  /**
   * InitiateAuth USER_AUTH preferring `factor`: the factor's challenge (a code is on its way, or the passkey is to
   * be asked for). For a passkey the account does not have, the pool's other ways to sign in (SELECT_CHALLENGE,
   * `availableChallenges`); for an e-mail code that is not available, an error saying to use the password.
   */
  start(username: string, factor: FirstFactor): Promise<AuthUser>;
  /** Answers the e-mailed code of the pending sign-in; a wrong code keeps it for another try. */
  confirmEmailCode(code: string): Promise<AuthUser>;
  /** Has the browser ask for the passkey of the pending sign-in and answers with it. */
  confirmPasskey(): Promise<AuthUser>;
  /** Answers e-mail MFA after a password (acij's sign-in holds the Session and the user name it signed in). */
  confirmEmailMfa(username: string, session: string, code: string): Promise<AuthUser>;
  /** Drops the pending sign-in and withdraws an open passkey prompt. */
  cancel(): void;
}

export function createChoiceSignIn(pool: CognitoUserPool, options: ChoiceSignInOptions): ChoiceSignIn {
  // `client` is public in the library's code (CognitoUserPool.js) but missing from its typings.
  const client = (pool as unknown as { client: { request: Request } }).client;
  const clientId = pool.getClientId();
  const loadWebAuthn = options.webAuthn ?? loadWebAuthnBrowser;
  let waiting: PendingChallenge | null = null;
  let webAuthn: WebAuthnClient | null = null;
  // Bumped by cancel(): a passkey that arrives after the person canceled is not sent.
  let attempt = 0;

  const call = (operation: string, params: Record<string, unknown>) =>
    new Promise<AuthResponse>((resolve, reject) =>
      client.request(operation, params, (err, data) => (err ? reject(err) : resolve((data ?? {}) as AuthResponse))),
    );

  const respond = (name: string, session: string | undefined, responses: Record<string, string>) =>
    call("RespondToAuthChallenge", {
      ClientId: clientId,
      ChallengeName: name,
      ChallengeResponses: responses,
      ...(session ? { Session: session } : {}),
    });

  /** Tokens from a challenge answer, filed; another challenge is not something these sign-ins know. */
  const finish = (response: AuthResponse, username: string) => {
    if (!response.AuthenticationResult)
      throw authError(
        "InternalErrorException",
        `The pool asked for ${response.ChallengeName ?? "another step"}, which this sign-in does not support.`,
      );
    const session = sessionFromResult(response.AuthenticationResult);
    return options.file(usernameOf(session, username), response.AuthenticationResult);
  };

  /** Answers the pending challenge: a wrong code keeps the pool's session (and this one) for another try. */
  const answer = async (responses: Record<string, string>) => {
    const current = waiting;
    if (!current) throw authError("NotAuthorizedException", "Invalid session for the user, session is expired.");
    const response = await respond(current.challengeName, current.session, {
      USERNAME: current.username,
      ...responses,
    });
    waiting = null;
    return finish(response, current.username);
  };

  return {
    async start(username, factor) {
      waiting = null;
      let response = await call("InitiateAuth", {
        ClientId: clientId,
        AuthFlow: "USER_AUTH",
        AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: factor },
      });
      // Cognito lists the factors instead when the preferred one is not its first answer.
      if (response.ChallengeName === "SELECT_CHALLENGE") {
        const available = response.AvailableChallenges ?? [];
        if (!available.includes(factor)) {
          // No passkey here: the person chooses among what the pool offers (a new sign-in each, so nothing waits).
          if (factor === "WEB_AUTHN")
            return { username, challengeName: "SELECT_CHALLENGE", challengeParam: { availableChallenges: available } };
          throw authError(
            "FactorNotAvailableException",
            "Sign-in codes by e-mail are not available for this account. Sign in with your password.",
          );
        }
        response = await respond("SELECT_CHALLENGE", response.Session, { USERNAME: username, ANSWER: factor });
      }
      if (response.ChallengeName !== factor || !response.Session)
        throw authError(
          "InternalErrorException",
          `Unexpected answer to the sign-in: ${response.ChallengeName ?? "tokens"}.`,
        );
      const parameters = response.ChallengeParameters ?? {};
      waiting = {
        username: parameters.USERNAME ?? username,
        challengeName: factor,
        parameters,
        session: response.Session,
      };
      return { username: waiting.username, challengeName: factor, challengeParam: parameters };
    },

    confirmEmailCode: (code) => answer({ EMAIL_OTP_CODE: code }),

    async confirmPasskey() {
      const current = waiting;
      if (!current || current.challengeName !== "WEB_AUTHN")
        throw authError("NotAuthorizedException", "Invalid session for the user, session is expired.");
      const mine = ++attempt;
      const browser = (webAuthn ??= await loadWebAuthn());
      let credential;
      try {
        credential = await browser.authenticate(requestOptions(current.parameters));
      } catch (error) {
        throw passkeyPromptError(error);
      }
      if (mine !== attempt) throw passkeyPromptError({ name: "AbortError" });
      try {
        // As Amplify sends it: the AuthenticationResponseJSON as a string.
        return await answer({ CREDENTIAL: JSON.stringify(credential) });
      } catch (error) {
        throw passkeyAnswerError(error);
      }
    },

    async confirmEmailMfa(username, session, code) {
      const response = await respond("EMAIL_OTP", session, { USERNAME: username, EMAIL_OTP_CODE: code });
      return finish(response, username);
    },

    cancel() {
      waiting = null;
      attempt++;
      webAuthn?.cancel();
    },
  };
}
