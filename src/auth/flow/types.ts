/**
 * Vocabulary of the authenticator flow: routes, the signed-in user as the flow sees it,
 * the flow context, events, the effects the machine asks for and the services that perform them.
 * Services are injected (Amplify UI's pattern), so the machine is pure and every flow can run against fakes.
 */
import type { FormValues, PasswordSettings, TouchedFields, ValidationErrors } from "./validators";
import type { LoginMechanism } from "./formValues";
import type { ContactAttribute, VerifiedContact } from "../../../core/auth/contact";

export const ROUTES = [
  "idle",
  "setup",
  "transition",
  "authenticated",
  "signIn",
  "signUp",
  "confirmSignUp",
  "confirmSignIn",
  "setupTOTP",
  "forceNewPassword",
  "resetPassword",
  "confirmResetPassword",
  "verifyUser",
  "confirmVerifyUser",
  /** The browser asks for a passkey (WebAuthn); cancel and 'use your password instead' stay available. */
  "passkeyPrompt",
  /** The pool offered other ways to sign in (SELECT_CHALLENGE): the person picks one of those offered. */
  "selectChallenge",
] as const;
export type Route = (typeof ROUTES)[number];

export type InitialRoute = "signIn" | "signUp" | "resetPassword";

export type ChallengeName =
  | "SMS_MFA"
  | "SOFTWARE_TOKEN_MFA"
  | "MFA_SETUP"
  | "NEW_PASSWORD_REQUIRED"
  | "SELECT_MFA_TYPE"
  | "CUSTOM_CHALLENGE"
  | "DEVICE_SRP_AUTH"
  /** A one-time code to the user's e-mail: the first factor (USER_AUTH), or the second after a password. */
  | "EMAIL_OTP"
  /** A passkey (USER_AUTH): the challenge carries the browser's request options. */
  | "WEB_AUTHN"
  /** The pool lists the ways this user may sign in (challengeParam.availableChallenges). */
  | "SELECT_CHALLENGE";

/** The second factors the confirm-sign-in screen answers. */
export type MfaType = "SMS_MFA" | "SOFTWARE_TOKEN_MFA" | "EMAIL_OTP";

/** The user object the services hand back: a session-less view of amazon-cognito-identity-js's CognitoUser. */
export interface AuthUser {
  username: string;
  challengeName?: ChallengeName | string;
  challengeParam?: { requiredAttributes?: string[]; CODE_DELIVERY_DESTINATION?: string; [key: string]: unknown };
  groups?: string[];
  attributes?: Record<string, string>;
  /** When the session stops being valid (ms since the epoch, on this device's clock, clock drift applied). */
  expiresAt?: number;
  /** When the person signed in (the id token's auth_time, in ms on this device's clock: clock drift applied). */
  signedInAt?: number;
  /**
   * Which sign-in this is: the id token's auth_time as Cognito stamped it (seconds). Renewals keep it and every tab
   * reads the same, where signedInAt moves when a renewal measures the clock drift again (by a second, as often as
   * not, or by much more after the device's clock was set).
   */
  signInId?: number;
  /**
   * The site's session service could not take over the refresh token, so the browser dropped it (kept, a script
   * could renew tokens at Cognito past step-up): the sign-in ends when its tokens expire, and the page says so.
   */
  sessionNotKept?: boolean;
  /**
   * The contact status the site's session function read while it took the sign-in over: the contact check then
   * decides at once, with no call of its own to the pool.
   */
  contact?: VerifiedContact;
}

export interface CodeDeliveryDetails {
  Destination?: string;
  DeliveryMedium?: "EMAIL" | "SMS" | string;
  AttributeName?: string;
}

export interface SignUpResult {
  userConfirmed: boolean;
  userSub: string;
  codeDeliveryDetails?: CodeDeliveryDetails;
}

export type { ContactAttribute, VerifiedContact } from "../../../core/auth/contact";

export type SocialProvider = "Google" | "Facebook" | "Amazon" | "Apple";
export type RedirectIntent = "confirmSignUp" | "confirmPasswordReset";

export interface FlowConfig {
  initialRoute: InitialRoute;
  loginMechanism: LoginMechanism;
  passwordSettings: PasswordSettings;
}

export interface FlowContext {
  route: Route;
  config: FlowConfig;
  user: AuthUser | null;
  challengeName: string | null;
  requiredAttributes: string[];
  remoteError: string;
  formValues: FormValues;
  touched: TouchedFields;
  validationErrors: ValidationErrors;
  unverifiedContactMethods: Partial<Record<ContactAttribute, string>>;
  codeDeliveryDetails: CodeDeliveryDetails | null;
  totpSecretCode: string | null;
  attributeToVerify: ContactAttribute | null;
  redirectIntent: RedirectIntent | null;
  /** The credentials of the sign-in or sign-up in progress, kept for the automatic sign-in after a code. */
  pendingCredentials: { username: string; password: string } | null;
  /** A message for the next screen: the last sign-out could not be confirmed by the server (see signOut). */
  notice: "signOutUnconfirmed" | null;
  /** The effect the machine waits for; results of any other effect are stale and ignored. */
  pending: Effect | null;
  /** Id of the last effect asked for (ids are per flow, so the machine stays deterministic). */
  lastEffectId: number;
}

/** What the machine asks the outside world to do. `id` matches the result to the request. */
export type Effect = { id: number } & (
  | { kind: "getCurrentUser" }
  | { kind: "refreshUser" }
  | { kind: "signIn"; username: string; password: string }
  | { kind: "confirmSignIn"; user: AuthUser; code: string; mfaType: MfaType }
  | { kind: "startEmailCodeSignIn"; username: string }
  | { kind: "confirmEmailCode"; user: AuthUser; code: string }
  | { kind: "startPasskeySignIn"; username: string }
  | { kind: "confirmPasskey"; user: AuthUser }
  | { kind: "cancelPasskey" }
  | { kind: "completeNewPassword"; user: AuthUser; password: string; attributes: Record<string, string> }
  | { kind: "setupTotp"; user: AuthUser }
  | { kind: "verifyTotpToken"; user: AuthUser; code: string }
  | { kind: "verifiedContact"; user: AuthUser }
  | { kind: "verifyAttribute"; attribute: ContactAttribute }
  | { kind: "verifyAttributeSubmit"; attribute: ContactAttribute; code: string }
  | { kind: "signUp"; username: string; password: string; attributes: Record<string, string> }
  | { kind: "confirmSignUp"; username: string; code: string }
  | { kind: "resendSignUpCode"; username: string }
  | { kind: "forgotPassword"; username: string }
  | { kind: "forgotPasswordSubmit"; username: string; code: string; password: string }
  | { kind: "federatedSignIn"; provider: SocialProvider; customState: string }
  | { kind: "signOut" }
);
export type EffectKind = Effect["kind"];

export type FlowEvent =
  | { type: "INIT"; config?: Partial<FlowConfig> }
  | { type: "CHANGE"; name: string; value: string }
  | { type: "BLUR"; name: string }
  | { type: "SUBMIT"; values?: FormValues }
  | { type: "SIGN_IN" }
  /** 'Email me a sign-in code' on the sign-in form: `values` are the form's (only the login name is used). */
  | { type: "SIGN_IN_WITH_EMAIL_CODE"; values?: FormValues }
  /** 'Sign in with a passkey' on the sign-in form: `values` are the form's (only the login name is used). */
  | { type: "SIGN_IN_WITH_PASSKEY"; values?: FormValues }
  /** 'Use your password instead' on the passkey and method-choice screens: the sign-in form, name kept. */
  | { type: "USE_PASSWORD" }
  | { type: "SIGN_UP" }
  | { type: "RESET_PASSWORD" }
  | { type: "RESEND" }
  | { type: "SKIP" }
  | { type: "CANCEL" }
  | { type: "DISMISS_ERROR" }
  | { type: "FEDERATED_SIGN_IN"; provider: SocialProvider; from?: string }
  | { type: "SIGN_OUT" }
  | { type: "TOKEN_REFRESH" }
  | { type: "AUTO_SIGN_IN"; user: AuthUser }
  | { type: "AUTO_SIGN_IN_FAILURE" }
  /** A screen with other settings (login mechanism, first screen) took over the flow before anyone signed in. */
  | { type: "CONFIGURE"; config: Partial<FlowConfig> }
  | { type: "RESOLVED"; id: number; data: unknown }
  | { type: "REJECTED"; id: number; error: unknown };

/** The identity service as the flow needs it; src/auth wraps amazon-cognito-identity-js behind this. */
export interface AuthServices {
  getCurrentUser(): Promise<AuthUser>;
  signIn(username: string, password: string): Promise<AuthUser>;
  confirmSignIn(user: AuthUser, code: string, mfaType: MfaType): Promise<AuthUser>;
  /** Sends a sign-in code to the user's e-mail: the user comes back with challengeName EMAIL_OTP. */
  startEmailCodeSignIn(username: string): Promise<AuthUser>;
  /** Answers the EMAIL_OTP challenge: the signed-in user. */
  confirmEmailCode(user: AuthUser, code: string): Promise<AuthUser>;
  /**
   * Asks the pool for a passkey sign-in: the user comes back with challengeName WEB_AUTHN, or SELECT_CHALLENGE
   * (challengeParam.availableChallenges) when the account has no passkey here.
   */
  startPasskeySignIn(username: string): Promise<AuthUser>;
  /** Has the browser ask for the passkey and answers the WEB_AUTHN challenge: the signed-in user. */
  confirmPasskey(user: AuthUser): Promise<AuthUser>;
  /** Withdraws the browser's passkey prompt (the person canceled on the page). */
  cancelPasskey(): Promise<void>;
  completeNewPassword(user: AuthUser, password: string, attributes: Record<string, string>): Promise<AuthUser>;
  setupTotp(user: AuthUser): Promise<string>;
  verifyTotpToken(user: AuthUser, code: string): Promise<AuthUser>;
  verifiedContact(user: AuthUser): Promise<VerifiedContact>;
  verifyAttribute(attribute: ContactAttribute): Promise<CodeDeliveryDetails>;
  verifyAttributeSubmit(attribute: ContactAttribute, code: string): Promise<void>;
  signUp(username: string, password: string, attributes: Record<string, string>): Promise<SignUpResult>;
  confirmSignUp(username: string, code: string): Promise<void>;
  resendSignUpCode(username: string): Promise<CodeDeliveryDetails>;
  forgotPassword(username: string): Promise<CodeDeliveryDetails>;
  forgotPasswordSubmit(username: string, code: string, password: string): Promise<void>;
  federatedSignIn(provider: SocialProvider, customState: string): Promise<void>;
  /**
   * Ends the session. `{ confirmed: false }`: this browser is signed out, but the server could not confirm that the
   * session's refresh token was revoked (it keeps trying); nothing (or `confirmed: true`) means it was.
   */
  signOut(): Promise<SignOutReport | void>;
}

export interface SignOutReport {
  confirmed: boolean;
}
