/**
 * The flow's AuthServices over amazon-cognito-identity-js: the one module that talks to the user pool from the
 * browser. The library already does SRP, device remembering, refresh with clock drift, storage and retries; this
 * only adapts its callbacks to promises and its results to the flow's AuthUser.
 */
import {
  AuthenticationDetails,
  AuthenticationHelper,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type IAuthenticationCallback,
  type ICognitoStorage,
} from "amazon-cognito-identity-js";
import type { CognitoSettings } from "../../../core/config/cognito";
import type { AuthenticationResult } from "./choiceSignIn";
import { lazy } from "../../loading/lazy";
import type { AuthServices, AuthUser, CodeDeliveryDetails, SocialProvider } from "../flow/types";
import { contactFromAttributes } from "../../../core/auth/contact";
import type { ServerSession } from "../session/serverSession";
import type { LoadWebAuthn } from "../passkeys/webAuthn";

type IdClaims = Record<string, unknown> & { "cognito:groups"?: string[]; "cognito:username"?: string };

/** CognitoUser's end of a successful sign-in, which exists at runtime (CognitoUser.js) but not in its typings. */
interface LibraryInternals {
  authenticateUserInternal(
    data: { AuthenticationResult: AuthenticationResult },
    helper: AuthenticationHelper,
    callback: { onSuccess(session: CognitoUserSession): void; onFailure(err: Error): void },
  ): void;
}

/** The signed-in user as the flow and the pages see it, from the id token's claims. */
export function userFromSession(username: string, session: CognitoUserSession): AuthUser {
  const claims = session.getIdToken().decodePayload() as IdClaims;
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(claims)) {
    if (typeof value === "string" || typeof value === "boolean") attributes[key] = String(value);
  }
  // The library's own validity rule: now - clockDrift < exp of both tokens.
  const expiry = Math.min(session.getIdToken().getExpiration(), session.getAccessToken().getExpiration());
  // getClockDrift exists on the session (CognitoUserSession.js) but is missing from the library's typings.
  const drift = (session as unknown as { getClockDrift(): number }).getClockDrift() ?? 0;
  const authTime = claims.auth_time;
  return {
    username: claims["cognito:username"] ?? username,
    groups: claims["cognito:groups"] ?? [],
    attributes,
    expiresAt: (expiry + drift) * 1000,
    ...(typeof authTime === "number" ? { signedInAt: (authTime + drift) * 1000, signInId: authTime } : {}),
  };
}

/** What acij keeps of a sign-in in progress, beyond its typings (CognitoUser.js). */
type ChallengeState = {
  Session: string | null;
  authenticateUserInternal(
    data: { ChallengeName?: string; ChallengeParameters?: unknown; Session?: string },
    helper: unknown,
    callback: { mfaRequired(name: string, params: unknown): void },
  ): void;
};
const sessionOf = (user: CognitoUser) => user as unknown as ChallengeState;

/**
 * amazon-cognito-identity-js 6 knows no e-mail MFA: after the password it would take the EMAIL_OTP challenge for
 * tokens and fail. This hands that challenge to the flow as an MFA code instead, keeping the Session on the user
 * as the library does for SMS_MFA; the code is answered by confirmEmailMfa (choiceSignIn.ts).
 */
function withEmailMfa(user: CognitoUser): CognitoUser {
  const state = sessionOf(user);
  const internal = state.authenticateUserInternal;
  state.authenticateUserInternal = function (this: ChallengeState, data, helper, callback) {
    if (data.ChallengeName !== "EMAIL_OTP") return internal.call(this, data, helper, callback);
    this.Session = data.Session ?? null;
    return callback.mfaRequired("EMAIL_OTP", data.ChallengeParameters);
  };
  return user;
}

function challengeUser(
  username: string,
  challengeName: string,
  challengeParam: AuthUser["challengeParam"] = {},
): AuthUser {
  return { username, challengeName, challengeParam };
}

export interface CognitoServicesOptions {
  settings: CognitoSettings;
  /** localStorage in the browser (the library's default); a memory store in tests. */
  storage?: ICognitoStorage;
  /** The hosted-UI redirect for social providers (the code-flow client is not built yet). */
  federatedSignIn?: (provider: SocialProvider, customState: string) => Promise<void>;
  /** Keeps the refresh token on the server after each sign-in (needs `storage`); absent, the library keeps it. */
  serverSession?: ServerSession;
  /** The browser's WebAuthn for passkeys (default: @simplewebauthn/browser, fetched when a passkey is used). */
  webAuthn?: LoadWebAuthn;
}

/**
 * Where the account page's calls on the user's own account go when the functions hold the session: the page's
 * access token is split after a refresh (Cognito refuses it), and this function forwards what the page may do.
 */
export const OWN_ACCOUNT_ENDPOINT = "/api/account/cognito";

export interface CognitoAuthServices extends AuthServices {
  pool: CognitoUserPool;
  /** The pool for the account page: the same user and storage, reached through OWN_ACCOUNT_ENDPOINT with the functions. */
  accountPool: CognitoUserPool;
  /** The signed-in user's id and access tokens (renewed first when they have expired), for calls to our functions. */
  sessionTokens(): Promise<{ idToken: string; accessToken: string }>;
  /** Trades the refresh token for new id and access tokens now (the library would only do it once they expired). */
  refreshSession(): Promise<AuthUser>;
}

export function createCognitoServices(options: CognitoServicesOptions): CognitoAuthServices {
  const { settings, storage } = options;
  const server = storage && options.serverSession ? { session: options.serverSession, storage } : null;
  const pool = new CognitoUserPool({
    UserPoolId: settings.userPoolId,
    ClientId: settings.clientId,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(storage ? { Storage: storage } : {}),
  });
  // The CognitoUser of the sign-in in progress: challenges must be answered on the same object (it holds the Session).
  let inProgress: CognitoUser | null = null;
  const newUser = (username: string) =>
    new CognitoUser({ Username: username, Pool: pool, ...(storage ? { Storage: storage } : {}) });

  const cognitoUser = (username: string) => {
    if (inProgress && inProgress.getUsername() === username) return inProgress;
    inProgress = withEmailMfa(newUser(username));
    return inProgress;
  };
  /**
   * The signed-in user with its session loaded: a user from pool.getCurrentUser() has none until getSession runs,
   * and the library refuses attribute calls without it ('User is not authenticated').
   */
  const signedIn = (): Promise<CognitoUser> =>
    new Promise((resolve, reject) => {
      const user = pool.getCurrentUser() ?? inProgress;
      if (!user)
        return reject(Object.assign(new Error("User is not authenticated"), { code: "NotAuthorizedException" }));
      user.getSession((err: Error | null) => (err ? reject(err) : resolve(user)));
    });

  /**
   * A sign-in has just succeeded: its refresh token goes to the server (when there is one), and the CognitoUser
   * that held it in memory is let go.
   */
  const signedInAs = async (user: CognitoUser, session: CognitoUserSession): Promise<AuthUser> => {
    const { held, contact } = server ? await server.session.handOver(server.storage) : { held: true, contact: null };
    if (inProgress === user) inProgress = null;
    const signedIn = userFromSession(user.getUsername(), session);
    return { ...signedIn, ...(held ? {} : { sessionNotKept: true }), ...(contact ? { contact } : {}) };
  };

  // Sign-ins the library cannot do (USER_AUTH with e-mail codes or passkeys, e-mail MFA), over its own client: a
  // chunk of their own, fetched when someone picks one. Their tokens are filed as the library's own sign-ins are.
  const choice = lazy(() =>
    import(/* webpackChunkName: "choice-sign-in" */ "./choiceSignIn").then((m) =>
      m.createChoiceSignIn(pool, {
        file: (username, result) =>
          new Promise<AuthUser>((resolve, reject) => {
            const user = newUser(username);
            // The library's own end of a sign-in (CognitoUser.authenticateUserInternal, missing from its
            // typings): the tokens cached where it reads them (with LastAuthUser), and a new device confirmed
            // (ConfirmDevice with its SRP verifier) and remembered for device sign-ins, as after a password.
            (user as unknown as LibraryInternals).authenticateUserInternal(
              { AuthenticationResult: result },
              new AuthenticationHelper(pool.getUserPoolName()),
              {
                onSuccess: (session) => {
                  inProgress = null;
                  signedInAs(user, session).then(resolve, reject);
                },
                onFailure: reject,
              },
            );
          }),
        ...(options.webAuthn ? { webAuthn: options.webAuthn } : {}),
      }),
    ),
  );

  /** The stored user's session, renewed through the server when the library holds no refresh token to do it. */
  const currentSession = async (): Promise<{ user: CognitoUser; session: CognitoUserSession }> => {
    const load = () =>
      new Promise<{ user: CognitoUser; session: CognitoUserSession }>((resolve, reject) => {
        const user = pool.getCurrentUser();
        if (!user) return reject(new Error("No current user"));
        // getSession refreshes an expired session with a stored refresh token (the library handles clock drift).
        user.getSession((err: Error | null, session: CognitoUserSession | null) => {
          if (err || !session || !session.isValid()) return reject(err ?? new Error("No valid session"));
          resolve({ user, session });
        });
      });
    try {
      const current = await load();
      // A session stored by the hosted-UI callback, or one whose earlier hand-over failed, still has its token here.
      if (server) await server.session.handOver(server.storage);
      return current;
    } catch (error) {
      if (!server || !server.session.isServerHeld(server.storage)) throw error;
      await server.session.renew(server.storage);
      return load();
    }
  };

  /** The library's own refresh with its stored refresh token (no server session). */
  const libraryRefresh = () =>
    new Promise<AuthUser>((resolve, reject) => {
      const user = pool.getCurrentUser();
      if (!user) return reject(new Error("User is not authenticated"));
      user.getSession((err: Error | null, session: CognitoUserSession | null) => {
        if (err || !session) return reject(err ?? new Error("No valid session"));
        user.refreshSession(session.getRefreshToken(), (refreshErr: Error | null, fresh: CognitoUserSession | null) => {
          if (refreshErr || !fresh)
            return reject(refreshErr ?? new Error("Cannot retrieve a new session. Please authenticate."));
          resolve(userFromSession(user.getUsername(), fresh));
        });
      });
    });

  /** The library's sign-out: it also revokes a refresh token it still holds (when the session is revocable). */
  const librarySignOut = () =>
    new Promise<void>((resolve, reject) => {
      const user = pool.getCurrentUser();
      inProgress = null;
      if (!user) return resolve();
      // signOut(callback) also revokes the refresh token when the session is revocable (origin_jti).
      user.getSession((err: Error | null) => {
        if (err) {
          user.signOut();
          return resolve();
        }
        try {
          user.signOut(() => resolve());
        } catch (e) {
          reject(e);
        }
      });
    });

  /** Resolves with the flow's next user: signed in, or carrying the challenge the pool asked for. */
  const authCallbacks = (
    user: CognitoUser,
    resolve: (u: AuthUser) => void,
    reject: (e: unknown) => void,
  ): IAuthenticationCallback => ({
    onSuccess: (session) => {
      signedInAs(user, session).then(resolve, reject);
    },
    onFailure: reject,
    newPasswordRequired: (_attributes, requiredAttributes) =>
      resolve(
        challengeUser(user.getUsername(), "NEW_PASSWORD_REQUIRED", { requiredAttributes: requiredAttributes ?? [] }),
      ),
    mfaRequired: (name, params) => resolve(challengeUser(user.getUsername(), name ?? "SMS_MFA", params)),
    totpRequired: (name, params) => resolve(challengeUser(user.getUsername(), name ?? "SOFTWARE_TOKEN_MFA", params)),
    mfaSetup: (name, params) => resolve(challengeUser(user.getUsername(), name ?? "MFA_SETUP", params)),
    selectMFAType: (name, params) => resolve(challengeUser(user.getUsername(), name ?? "SELECT_MFA_TYPE", params)),
    customChallenge: (params) => resolve(challengeUser(user.getUsername(), "CUSTOM_CHALLENGE", params)),
  });

  const accountPool = server
    ? new CognitoUserPool({
        UserPoolId: settings.userPoolId,
        ClientId: settings.clientId,
        endpoint: OWN_ACCOUNT_ENDPOINT,
        Storage: server.storage,
      })
    : pool;

  return {
    pool,
    accountPool,

    getCurrentUser: async () => {
      const { user, session } = await currentSession();
      const current = userFromSession(user.getUsername(), session);
      // currentSession tried the hand-over again: a refresh token still in storage means it failed once more.
      return server && !server.session.isServerHeld(server.storage) ? { ...current, sessionNotKept: true } : current;
    },

    sessionTokens: async () => {
      const { session } = await currentSession();
      return { idToken: session.getIdToken().getJwtToken(), accessToken: session.getAccessToken().getJwtToken() };
    },

    refreshSession: async () => {
      if (server && server.session.isServerHeld(server.storage)) {
        await server.session.renew(server.storage);
        const { user, session } = await currentSession();
        return userFromSession(user.getUsername(), session);
      }
      return libraryRefresh();
    },

    signIn: (username, password) =>
      new Promise((resolve, reject) => {
        inProgress = null;
        const user = cognitoUser(username);
        user.authenticateUser(
          new AuthenticationDetails({ Username: username, Password: password }),
          authCallbacks(user, resolve, reject),
        );
      }),
    startEmailCodeSignIn: async (username) => {
      inProgress = null;
      return (await choice()).start(username, "EMAIL_OTP");
    },
    confirmEmailCode: async (_flowUser, code) => (await choice()).confirmEmailCode(code),
    startPasskeySignIn: async (username) => {
      inProgress = null;
      return (await choice()).start(username, "WEB_AUTHN");
    },
    confirmPasskey: async () => (await choice()).confirmPasskey(),
    cancelPasskey: async () => {
      if (choice.loaded) (await choice()).cancel();
    },

    confirmSignIn: async (flowUser, code, mfaType) => {
      const user = cognitoUser(flowUser.username);
      // E-mail MFA: the library kept the Session (withEmailMfa); the answer goes over its client.
      if (mfaType === "EMAIL_OTP")
        return (await choice()).confirmEmailMfa(user.getUsername(), String(sessionOf(user).Session), code);
      return new Promise((resolve, reject) => user.sendMFACode(code, authCallbacks(user, resolve, reject), mfaType));
    },

    completeNewPassword: (flowUser, password, attributes) =>
      new Promise((resolve, reject) => {
        const user = cognitoUser(flowUser.username);
        user.completeNewPasswordChallenge(password, attributes, authCallbacks(user, resolve, reject));
      }),

    setupTotp: (flowUser) =>
      new Promise((resolve, reject) => {
        cognitoUser(flowUser.username).associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject });
      }),

    verifyTotpToken: (flowUser, code) =>
      new Promise((resolve, reject) => {
        const user = cognitoUser(flowUser.username);
        const device = typeof navigator !== "undefined" ? navigator.userAgent.slice(0, 128) : "authenticator";
        user.verifySoftwareToken(code, device, {
          onSuccess: (session: CognitoUserSession) => void signedInAs(user, session).then(resolve, reject),
          onFailure: reject,
        });
      }),

    // Only where the functions do not answer the sign-in with it (GATSBY_AUTH_SERVER_SESSION=off, an older server).
    verifiedContact: async () => {
      const user = await signedIn();
      return new Promise((resolve, reject) => {
        user.getUserAttributes((err, attributes) => {
          if (err || !attributes) return reject(err ?? new Error("No attributes"));
          resolve(contactFromAttributes(attributes.map((a) => ({ Name: a.getName(), Value: a.getValue() }))));
        });
      });
    },

    verifyAttribute: async (attribute) => {
      const user = await signedIn();
      return new Promise((resolve, reject) => {
        user.getAttributeVerificationCode(attribute, {
          onSuccess: () => resolve({ AttributeName: attribute }),
          onFailure: reject,
          inputVerificationCode: (data: unknown) =>
            resolve(
              (data as { CodeDeliveryDetails?: CodeDeliveryDetails } | null)?.CodeDeliveryDetails ?? {
                AttributeName: attribute,
              },
            ),
        });
      });
    },

    verifyAttributeSubmit: async (attribute, code) => {
      const user = await signedIn();
      return new Promise((resolve, reject) => {
        user.verifyAttribute(attribute, code, { onSuccess: () => resolve(), onFailure: reject });
      });
    },

    signUp: (username, password, attributes) =>
      new Promise((resolve, reject) => {
        const list = Object.entries(attributes).map(([Name, Value]) => new CognitoUserAttribute({ Name, Value }));
        pool.signUp(username, password, list, [], (err, result) => {
          if (err || !result) return reject(err ?? new Error("Sign-up returned nothing"));
          resolve({
            userConfirmed: result.userConfirmed,
            userSub: result.userSub,
            codeDeliveryDetails: result.codeDeliveryDetails,
          });
        });
      }),

    confirmSignUp: (username, code) =>
      new Promise((resolve, reject) => {
        cognitoUser(username).confirmRegistration(code, true, (err) => (err ? reject(err) : resolve()));
      }),

    resendSignUpCode: (username) =>
      new Promise((resolve, reject) => {
        cognitoUser(username).resendConfirmationCode((err, data) =>
          err
            ? reject(err)
            : resolve((data as { CodeDeliveryDetails?: CodeDeliveryDetails })?.CodeDeliveryDetails ?? {}),
        );
      }),

    forgotPassword: (username) =>
      new Promise((resolve, reject) => {
        cognitoUser(username).forgotPassword({
          onSuccess: (data: { CodeDeliveryDetails?: CodeDeliveryDetails }) => resolve(data?.CodeDeliveryDetails ?? {}),
          onFailure: reject,
          inputVerificationCode: (data: { CodeDeliveryDetails?: CodeDeliveryDetails }) =>
            resolve(data?.CodeDeliveryDetails ?? {}),
        });
      }),

    forgotPasswordSubmit: (username, code, password) =>
      new Promise((resolve, reject) => {
        cognitoUser(username).confirmPassword(code, password, { onSuccess: () => resolve(), onFailure: reject });
      }),

    federatedSignIn: (provider, customState) => {
      if (!options.federatedSignIn) return Promise.reject(new Error(`Sign-in with ${provider} is not supported here`));
      return options.federatedSignIn(provider, customState);
    },

    signOut: async () => {
      // The server's refresh token first: it is the one that would outlive this page.
      const report = server ? await server.session.end(server.storage) : undefined;
      await librarySignOut();
      return report;
    },
  };
}
