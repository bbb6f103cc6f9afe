/**
 * A sign-in runtime over fake services, for rendering the screens, the wrapper and the portal in jsdom without
 * the identity library. Users and their behavior are data; every call is recorded.
 */
import { createAuthenticator } from "../src/auth/flow/runner";
import { createHub } from "../src/auth/hub";
import type { AuthRuntime } from "../src/auth/runtime";
import type { CognitoAuthServices } from "../src/auth/cognito/services";
import type { CognitoLibrary } from "../src/auth/cognito/lazyLibrary";
import type { AuthUser, SocialProvider } from "../src/auth/flow/types";

export class FakeCognitoError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface FakeAccount {
  password: string;
  groups?: string[];
  confirmed?: boolean;
  challenge?: "SOFTWARE_TOKEN_MFA" | "SMS_MFA" | "EMAIL_OTP" | "MFA_SETUP" | "NEW_PASSWORD_REQUIRED";
  code?: string;
  /** The code 'Email me a sign-in code' sends (absent: e-mail codes are not available for the account). */
  emailCode?: string;
  /** What the browser does when asked for the account's passkey (absent: the account has none). */
  passkey?: "ok" | "closed" | "wait";
}

export interface FakeRuntimeOptions {
  accounts?: Record<string, FakeAccount>;
  /** The user of a stored session; `"never"` leaves the current-user check pending forever. */
  current?: AuthUser | null | "never";
  socialProviders?: SocialProvider[];
  configError?: string | null;
  signOutFails?: boolean;
  /** The sign-in form offers 'Email me a sign-in code' (GATSBY_AUTH_EMAIL_CODE). */
  emailCodeSignIn?: boolean;
  /** The sign-in form offers 'Sign in with a passkey' (GATSBY_AUTH_PASSKEYS). */
  passkeySignIn?: boolean;
  /** Signed-in users' tokens expire this long after sign-in (none by default). */
  expiresInMs?: number;
}

export function fakeRuntime(options: FakeRuntimeOptions = {}) {
  const accounts = options.accounts ?? {};
  const calls: string[] = [];
  let current = options.current ?? null;
  const signedIn = (username: string): AuthUser => ({
    username,
    groups: accounts[username]?.groups ?? [],
    attributes: { email: username },
    ...(options.expiresInMs !== undefined ? { expiresAt: Date.now() + options.expiresInMs } : {}),
  });
  const services = {
    pool: undefined,
    async getCurrentUser() {
      calls.push("getCurrentUser");
      if (current === "never") return new Promise<AuthUser>(() => undefined);
      if (!current) throw new Error("No current user");
      return current;
    },
    async sessionTokens() {
      calls.push("sessionTokens");
      if (!current || current === "never") throw new Error("User is not authenticated");
      return { idToken: `id-token-of-${current.username}`, accessToken: `access-token-of-${current.username}` };
    },
    async refreshSession() {
      calls.push("refreshSession");
      if (!current || current === "never") throw new Error("User is not authenticated");
      return current;
    },
    async signIn(username: string, password: string) {
      calls.push(`signIn:${username}`);
      const account = accounts[username];
      if (!account || account.password !== password)
        throw new FakeCognitoError("NotAuthorizedException", "Incorrect username or password.");
      if (account.confirmed === false)
        throw new FakeCognitoError("UserNotConfirmedException", "User is not confirmed.");
      if (account.challenge)
        return { username, challengeName: account.challenge, challengeParam: { requiredAttributes: [] } };
      current = signedIn(username);
      return current;
    },
    async confirmSignIn(user: AuthUser, code: string) {
      calls.push(`confirmSignIn:${code}`);
      if (code !== accounts[user.username]?.code)
        throw new FakeCognitoError("CodeMismatchException", "Invalid code received for user");
      current = signedIn(user.username);
      return current;
    },
    async startEmailCodeSignIn(username: string) {
      calls.push(`startEmailCodeSignIn:${username}`);
      if (!accounts[username]) throw new FakeCognitoError("UserNotFoundException", "User does not exist.");
      if (!accounts[username]?.emailCode)
        throw new FakeCognitoError(
          "FactorNotAvailableException",
          "Sign-in codes by e-mail are not available for this account. Sign in with your password.",
        );
      return {
        username,
        challengeName: "EMAIL_OTP",
        challengeParam: { CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL", CODE_DELIVERY_DESTINATION: "a***@e***" },
      };
    },
    async confirmEmailCode(user: AuthUser, code: string) {
      calls.push(`confirmEmailCode:${code}`);
      if (code !== accounts[user.username]?.emailCode)
        throw new FakeCognitoError("CodeMismatchException", "Invalid code received for user");
      current = signedIn(user.username);
      return current;
    },
    async startPasskeySignIn(username: string) {
      calls.push(`startPasskeySignIn:${username}`);
      if (!accounts[username]) throw new FakeCognitoError("UserNotFoundException", "User does not exist.");
      if (!accounts[username]?.passkey)
        return {
          username,
          challengeName: "SELECT_CHALLENGE",
          challengeParam: { availableChallenges: ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"] },
        };
      return { username, challengeName: "WEB_AUTHN", challengeParam: { CREDENTIAL_REQUEST_OPTIONS: "{}" } };
    },
    async confirmPasskey(user: AuthUser) {
      calls.push("confirmPasskey");
      const passkey = accounts[user.username]?.passkey;
      if (passkey === "wait") return new Promise<AuthUser>(() => undefined);
      if (passkey !== "ok")
        throw Object.assign(
          new Error("The passkey prompt was closed or timed out. Try again, or use your password instead."),
          {
            name: "NotAllowedError",
          },
        );
      current = signedIn(user.username);
      return current;
    },
    async cancelPasskey() {
      calls.push("cancelPasskey");
    },
    async completeNewPassword(user: AuthUser, password: string) {
      calls.push(`completeNewPassword:${password}`);
      current = signedIn(user.username);
      return current;
    },
    async setupTotp() {
      calls.push("setupTotp");
      return "JBSWY3DPEHPK3PXP";
    },
    async verifyTotpToken(user: AuthUser, code: string) {
      calls.push(`verifyTotpToken:${code}`);
      current = signedIn(user.username);
      return current;
    },
    async verifiedContact(user: AuthUser) {
      calls.push("verifiedContact");
      return { verified: { email: user.username }, unverified: {} };
    },
    async verifyAttribute(attribute: string) {
      calls.push(`verifyAttribute:${attribute}`);
      return { Destination: "a***@e***", DeliveryMedium: "EMAIL" };
    },
    async verifyAttributeSubmit(attribute: string, code: string) {
      calls.push(`verifyAttributeSubmit:${attribute}:${code}`);
    },
    async signUp(username: string, password: string) {
      calls.push(`signUp:${username}`);
      accounts[username] = { password, confirmed: false, code: "111111" };
      return {
        userConfirmed: false,
        userSub: "sub",
        codeDeliveryDetails: { Destination: "n***@e***", DeliveryMedium: "EMAIL" },
      };
    },
    async confirmSignUp(username: string, code: string) {
      calls.push(`confirmSignUp:${username}:${code}`);
      if (code !== accounts[username]?.code)
        throw new FakeCognitoError("CodeMismatchException", "Invalid verification code provided, please try again.");
      accounts[username]!.confirmed = true;
    },
    async resendSignUpCode(username: string) {
      calls.push(`resendSignUpCode:${username}`);
      return { Destination: "n***@e***", DeliveryMedium: "EMAIL" };
    },
    async forgotPassword(username: string) {
      calls.push(`forgotPassword:${username}`);
      return { Destination: "r***@e***", DeliveryMedium: "EMAIL" };
    },
    async forgotPasswordSubmit(username: string, code: string, password: string) {
      calls.push(`forgotPasswordSubmit:${username}:${code}`);
      accounts[username] = { ...(accounts[username] ?? {}), password };
    },
    async federatedSignIn(provider: string) {
      calls.push(`federatedSignIn:${provider}`);
    },
    async signOut() {
      calls.push("signOut");
      if (options.signOutFails) throw new Error("Network error");
      current = null;
    },
  } as unknown as CognitoAuthServices;

  const memory = new Map<string, string>();
  const library: CognitoLibrary = {
    services,
    storage: {
      setItem: (k: string, v: string) => void memory.set(k, v),
      getItem: (k: string) => memory.get(k) ?? null,
      removeItem: (k: string) => void memory.delete(k),
      clear: () => memory.clear(),
    },
  };
  const runtime: AuthRuntime = {
    authenticator: createAuthenticator(services),
    services,
    library: async () => library,
    preloadLibrary: () => void calls.push("preloadLibrary"),
    hub: createHub(),
    hostedUi: null,
    socialProviders: options.socialProviders ?? [],
    configError: options.configError ?? null,
    // The page tests run without the functions (the handler tests cover those).
    serverSession: false,
    emailCodeSignIn: options.emailCodeSignIn ?? false,
    passkeySignIn: options.passkeySignIn ?? false,
    hostedUiSession: { mark: async () => undefined, clear: async () => undefined, active: async () => false },
  };
  return { runtime, calls, services };
}
