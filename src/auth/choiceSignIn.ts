/**
 * Choice-based sign-in (Cognito's `USER_AUTH` flow), which amazon-cognito-identity-js does not know: the calls
 * go through the pool's own `client.request` (same endpoint, retries and error shapes as the library's), and the
 * tokens end up where the library keeps them, so getCurrentUser, getSession and refresh work as after a
 * password. Imported only by cognitoServices.ts, so it stays in the library's lazy chunk.
 *
 * Shaped for more than one first factor: `start` names the preferred challenge and answers SELECT_CHALLENGE
 * with it; today the flow uses EMAIL_OTP, a later passkey session adds WEB_AUTHN beside it.
 */
import {
  CognitoAccessToken,
  CognitoIdToken,
  CognitoRefreshToken,
  CognitoUserSession,
  type CognitoUserPool,
} from "amazon-cognito-identity-js";

export type FirstFactor = "EMAIL_OTP";

/** The InitiateAuth / RespondToAuthChallenge answer, as much of it as this module reads. */
export interface AuthResponse {
  ChallengeName?: string;
  ChallengeParameters?: Record<string, string>;
  Session?: string;
  AvailableChallenges?: string[];
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
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

export interface ChoiceSignIn {
  /** InitiateAuth USER_AUTH preferring `factor`; resolves with the factor's challenge (a code is on its way). */
  start(username: string, factor: FirstFactor): Promise<PendingChallenge>;
  /** Answers the pending challenge; resolves with the new session and the pool's user name for it. */
  answer(responses: Record<string, string>): Promise<{ username: string; session: CognitoUserSession }>;
  /** The challenge waiting for an answer, if any. */
  pending(): PendingChallenge | null;
  cancel(): void;
}

export function createChoiceSignIn(pool: CognitoUserPool): ChoiceSignIn {
  // `client` is public in the library's code (CognitoUserPool.js) but missing from its typings.
  const client = (pool as unknown as { client: { request: Request } }).client;
  const clientId = pool.getClientId();
  let waiting: PendingChallenge | null = null;

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
        if (!response.AvailableChallenges?.includes(factor)) {
          throw authError(
            "FactorNotAvailableException",
            factor === "EMAIL_OTP"
              ? "Sign-in codes by e-mail are not available for this account. Sign in with your password."
              : "This way of signing in is not available for this account.",
          );
        }
        response = await respond("SELECT_CHALLENGE", response.Session, { USERNAME: username, ANSWER: factor });
      }
      if (response.ChallengeName !== factor || !response.Session)
        throw authError(
          "InternalErrorException",
          `Unexpected answer to the sign-in: ${response.ChallengeName ?? "tokens"}.`,
        );
      waiting = {
        username: response.ChallengeParameters?.USERNAME ?? username,
        challengeName: factor,
        parameters: response.ChallengeParameters ?? {},
        session: response.Session,
      };
      return waiting;
    },

    async answer(responses) {
      const current = waiting;
      if (!current) throw authError("NotAuthorizedException", "Invalid session for the user, session is expired.");
      const response = await respond(current.challengeName, current.session, {
        USERNAME: current.username,
        ...responses,
      });
      // A wrong code keeps the pool's session (and this one) for another try; only success ends it.
      waiting = null;
      if (!response.AuthenticationResult)
        throw authError(
          "InternalErrorException",
          `The pool asked for ${response.ChallengeName ?? "another step"}, which this sign-in does not support.`,
        );
      const session = sessionFromResult(response.AuthenticationResult);
      const claims = session.getIdToken().decodePayload() as { "cognito:username"?: string };
      return { username: claims["cognito:username"] ?? current.username, session };
    },

    pending: () => waiting,
    cancel() {
      waiting = null;
    },
  };
}
