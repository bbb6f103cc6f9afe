/**
 * Choice-based sign-in (InitiateAuth `USER_AUTH`): the user's first factor is a password (plain or SRP),
 * a one-time code sent to their verified e-mail (`EMAIL_OTP`) or a passkey (`WEB_AUTHN`, passkey-signin.ts).
 * The client names it up front in `PREFERRED_CHALLENGE`, or answers `SELECT_CHALLENGE` with one of
 * `AvailableChallenges`. Passwords then continue exactly as in the client-based flows (signin.ts), so the two
 * never drift apart.
 */
import type { Context } from "./context";
import { maskEmailDestination, sendEmailCode } from "./email-code";
import { Errors } from "./errors";
import { passkeyAllowed, passkeyChallenge } from "./passkey-signin";
import { poolMfaConfiguration } from "./pool-mfa";
import type { ChallengeSession, SignInProgress } from "./challenge-session";
import { retire } from "./sessions";
import {
  assertCanSignIn,
  challenge,
  checkUsername,
  passwordSignIn,
  sessionUser,
  startSrp,
  type SignInStep,
} from "./signin";
import type { UserRecord } from "./state";
import { enabledMfa, findUser, isVerified } from "./users";

export { maskEmailDestination };

export type FirstFactor = "PASSWORD" | "PASSWORD_SRP" | "EMAIL_OTP" | "WEB_AUTHN";
/**
 * What an unknown user is offered under PreventUserExistenceErrors: what a real user without a passkey gets, since
 * offering WEB_AUTHN would need passkeys to put in the request options.
 */
export const FIRST_FACTORS: readonly FirstFactor[] = ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP"];
/** Every first factor Cognito knows; the emulator offers all but SMS codes. */
const KNOWN_CHALLENGES = ["PASSWORD", "PASSWORD_SRP", "EMAIL_OTP", "SMS_OTP", "WEB_AUTHN"];

type Responses = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

/**
 * Whether a code to the user's e-mail may be a first factor. Cognito does not offer passwordless
 * factors to users with MFA, nor in pools where MFA is required (passwordless and MFA "cannot be used
 * together"), so a code never has to be followed by a second one. The emulator also keeps it from users
 * who still owe a password change (temporary password, reset required): they sign in with the password.
 */
export function emailOtpAllowed(ctx: Context, user: UserRecord): boolean {
  return (
    user.enabled &&
    user.status === "CONFIRMED" &&
    isVerified(user, "email") &&
    enabledMfa(user).length === 0 &&
    poolMfaConfiguration(ctx) !== "ON"
  );
}

/** The first factors this user may choose, in Cognito's order. */
export function availableFactors(ctx: Context, user: UserRecord): FirstFactor[] {
  const factors: FirstFactor[] = [];
  if (user.password) factors.push("PASSWORD", "PASSWORD_SRP");
  if (emailOtpAllowed(ctx, user)) factors.push("EMAIL_OTP");
  if (passkeyAllowed(ctx, user)) factors.push("WEB_AUTHN");
  return factors;
}

function newProgress(clientId: string, username: string): SignInProgress {
  return { clientId, username, viaHostedUi: false, passwordChanged: false, mfaDone: false, deviceDone: false };
}

function sendEmailOtp(ctx: Context, user: UserRecord, progress: SignInProgress): SignInStep {
  const { code, parameters } = sendEmailCode(ctx, user);
  return challenge(ctx, "EMAIL_OTP", progress, parameters, { emailCode: code });
}

/**
 * An unknown user (or one who cannot sign in) under PreventUserExistenceErrors: the same shapes a real
 * user would get, no message sent, and every later answer refused.
 */
function decoy(ctx: Context, progress: SignInProgress, preferred: string | undefined): SignInStep {
  if (preferred === "EMAIL_OTP") {
    return challenge(
      ctx,
      "EMAIL_OTP",
      progress,
      {
        CODE_DELIVERY_DELIVERY_MEDIUM: "EMAIL",
        CODE_DELIVERY_DESTINATION: maskEmailDestination(progress.username.includes("@") ? progress.username : "x@x"),
      },
      { decoy: true },
    );
  }
  return selectChallenge(ctx, progress, [...FIRST_FACTORS], true);
}

function selectChallenge(ctx: Context, progress: SignInProgress, factors: FirstFactor[], isDecoy = false): SignInStep {
  const step = challenge(ctx, "SELECT_CHALLENGE", progress, {}, isDecoy ? { decoy: true } : {});
  return step.type === "challenge" ? { ...step, availableChallenges: factors } : step;
}

/** Why a user who exists cannot start a sign-in, in Cognito's words (null: they can). */
function refusal(user: UserRecord) {
  if (!user.enabled) return Errors.userDisabled();
  if (user.status === "UNCONFIRMED") return Errors.notConfirmed();
  if (user.status === "EXTERNAL_PROVIDER") return Errors.incorrectCredentials();
  return null;
}

/** The e-mail code factor: status checks first, then the code goes out. */
function begin(ctx: Context, user: UserRecord, progress: SignInProgress): SignInStep {
  assertCanSignIn(ctx, user);
  return sendEmailOtp(ctx, user, progress);
}

/** InitiateAuth USER_AUTH { USERNAME, PREFERRED_CHALLENGE? (, PASSWORD | SRP_A) }. */
export function startUserAuth(ctx: Context, clientId: string, params: Responses): SignInStep {
  const username = str(params.USERNAME);
  if (!username) throw Errors.missingParameter("USERNAME");
  const preferred = str(params.PREFERRED_CHALLENGE);
  if (preferred !== undefined && !KNOWN_CHALLENGES.includes(preferred))
    throw Errors.invalidParameter(`PREFERRED_CHALLENGE must be one of ${KNOWN_CHALLENGES.join(", ")}.`);
  // A password named up front is the client-based flow in other words, with its own error handling.
  if (preferred === "PASSWORD") return passwordSignIn(ctx, clientId, username, params.PASSWORD, { viaHostedUi: false });
  if (preferred === "PASSWORD_SRP") return startSrp(ctx, clientId, params);
  const user = findUser(ctx, username);
  const progress = newProgress(clientId, user?.username ?? username);
  if (!user) {
    if (!ctx.config.preventUserExistenceErrors) throw Errors.userNotFound();
    return decoy(ctx, progress, preferred);
  }
  const refused = refusal(user);
  if (refused) {
    if (!ctx.config.preventUserExistenceErrors) throw refused;
    return decoy(ctx, progress, preferred);
  }
  const factors = availableFactors(ctx, user);
  if (factors.length === 0) throw Errors.incorrectCredentials();
  // A preference the user cannot use is not an error: Cognito lists what they can use instead.
  if (preferred === "EMAIL_OTP" && factors.includes("EMAIL_OTP")) return begin(ctx, user, progress);
  if (preferred === "WEB_AUTHN" && factors.includes("WEB_AUTHN")) return passkeyChallenge(ctx, user, progress);
  return selectChallenge(ctx, progress, factors);
}

const notAvailable = (answer: string) =>
  Errors.invalidParameter(`The challenge ${answer} is not available for this user.`);

/** RespondToAuthChallenge SELECT_CHALLENGE { USERNAME, ANSWER (, PASSWORD | SRP_A) }. */
export function answerSelectChallenge(
  ctx: Context,
  clientId: string,
  session: ChallengeSession,
  r: Responses,
): SignInStep {
  checkUsername(session, r);
  const answer = str(r.ANSWER);
  if (!answer) throw Errors.missingParameter("ANSWER");
  if (!KNOWN_CHALLENGES.includes(answer))
    throw Errors.invalidParameter(`ANSWER must be one of ${KNOWN_CHALLENGES.join(", ")}.`);
  if (answer === "PASSWORD" || answer === "PASSWORD_SRP") {
    // The password flows handle unknown users, decoys and wrong passwords themselves.
    retire(ctx, session);
    const username = session.progress.username;
    return answer === "PASSWORD"
      ? passwordSignIn(ctx, clientId, username, r.PASSWORD, { viaHostedUi: false })
      : startSrp(ctx, clientId, { ...r, USERNAME: username });
  }
  // A decoy has no passkey, like a real user who was not offered WEB_AUTHN: the same refusal, the same session.
  if (session.decoy && answer === "WEB_AUTHN") throw notAvailable(answer);
  if (session.decoy) {
    retire(ctx, session);
    if (answer === "EMAIL_OTP") return decoy(ctx, session.progress, "EMAIL_OTP");
    throw Errors.incorrectCredentials();
  }
  const user = sessionUser(ctx, session);
  if (answer === "WEB_AUTHN" && passkeyAllowed(ctx, user)) {
    retire(ctx, session);
    assertCanSignIn(ctx, user);
    return passkeyChallenge(ctx, user, session.progress);
  }
  if (answer !== "EMAIL_OTP" || !emailOtpAllowed(ctx, user)) throw notAvailable(answer);
  retire(ctx, session);
  return begin(ctx, user, session.progress);
}
