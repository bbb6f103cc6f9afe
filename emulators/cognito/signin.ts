/**
 * The sign-in state machine shared by the API (InitiateAuth / RespondToAuthChallenge) and the
 * hosted UI: password proof (SRP or plain), then NEW_PASSWORD_REQUIRED, MFA (SMS, TOTP, e-mail, setup,
 * selection), device SRP, and finally an authenticated user (plus NewDeviceMetadata for API
 * sign-ins when device tracking is on).
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { ChallengeName, ChallengeSession, SignInProgress } from "./challenge-session";
import type { Context } from "./context";
import { generateCode } from "./codes";
import { sendEmailCode } from "./email-code";
import { CognitoError, Errors } from "./errors";
import { send } from "./outbox";
import { assertPasswordAcceptable } from "./password-policy";
import { poolMfaConfiguration } from "./pool-mfa";
import {
  checkPassword,
  claimSignature,
  createServerEphemeral,
  hexToBigInt,
  padHex,
  parseA,
  parseTimestamp,
  serverSessionKey,
  signaturesEqual,
} from "./srp";
import { createSession, getSession, recordFailure, retire, findSessionBySecretBlock } from "./sessions";
import type { DeviceRecord, MfaType, UserRecord } from "./state";
import { verifyTotp } from "./totp";
import { enabledMfa, findUser, isWritableAttribute, maskPhone, setPassword } from "./users";

export type SignInStep =
  | {
      type: "challenge";
      name: ChallengeName;
      parameters: Record<string, string>;
      session: string;
      username: string;
      /** SELECT_CHALLENGE (USER_AUTH): the first factors the user may choose from. */
      availableChallenges?: string[];
    }
  | {
      type: "authenticated";
      user: UserRecord;
      progress: SignInProgress;
      authTime: number;
      deviceKey?: string;
      newDevice?: { DeviceKey: string; DeviceGroupKey: string };
    };

type Responses = Record<string, unknown>;

const TIMESTAMP_SKEW_MS = 15 * 60 * 1000;

function str(value: unknown): string | undefined {
  return typeof value === "string" && value.length > 0 ? value : undefined;
}

export function challenge(
  ctx: Context,
  name: ChallengeName,
  progress: SignInProgress,
  parameters: Record<string, string>,
  extra = {},
): SignInStep {
  const session = createSession(ctx, name, progress, extra);
  return { type: "challenge", name, parameters, session: session.id, username: progress.username };
}

/** Status checks once the password is proven (Cognito reports these only to the rightful user). */
export function assertCanSignIn(ctx: Context, user: UserRecord): void {
  if (!user.enabled) throw Errors.userDisabled();
  if (user.status === "UNCONFIRMED") throw Errors.notConfirmed();
  if (user.status === "RESET_REQUIRED") throw Errors.resetRequired();
  if (user.status === "EXTERNAL_PROVIDER") throw Errors.incorrectCredentials();
  if (
    user.status === "FORCE_CHANGE_PASSWORD" &&
    user.password?.temporaryExpiresAt &&
    ctx.now() > user.password.temporaryExpiresAt
  ) {
    throw Errors.tempPasswordExpired();
  }
}

export function unknownUser(ctx: Context): CognitoError {
  return ctx.config.preventUserExistenceErrors ? Errors.incorrectCredentials() : Errors.userNotFound();
}

function confirmedDevice(ctx: Context, user: UserRecord, deviceKey: string | undefined): DeviceRecord | undefined {
  if (!deviceKey) return undefined;
  const device = ctx.store.state.devices[deviceKey];
  return device && device.confirmed && device.username === user.username ? device : undefined;
}

// ---------------------------------------------------------------------------------------------
// Password proof

/** InitiateAuth USER_SRP_AUTH: answers PASSWORD_VERIFIER with SALT, SRP_B and SECRET_BLOCK. */
export function startSrp(ctx: Context, clientId: string, params: Responses): SignInStep {
  const username = str(params.USERNAME);
  if (!username) throw Errors.missingParameter("USERNAME");
  const A = parseA(params.SRP_A);
  if (params.SRP_A === undefined || params.SRP_A === null) throw Errors.missingParameter("SRP_A");
  if (A === null) throw Errors.invalidParameter("SRP_A is not a valid SRP public value.");
  const user = findUser(ctx, username);
  const secretBlock = randomBytes(64).toString("base64");
  const progress: SignInProgress = {
    clientId,
    username: user?.username ?? username,
    viaHostedUi: false,
    passwordChanged: false,
    mfaDone: false,
    deviceDone: false,
  };
  if (!user || !user.password) {
    if (!user && !ctx.config.preventUserExistenceErrors) throw Errors.userNotFound();
    if (user && !user.password) throw Errors.incorrectCredentials();
    // Unknown user with existence errors prevented: a plausible challenge that can never be answered.
    const fake = createServerEphemeral(padHex(hexToBigInt(randomBytes(32).toString("hex"))));
    return challenge(
      ctx,
      "PASSWORD_VERIFIER",
      progress,
      {
        SALT: padHex(hexToBigInt(randomBytes(16).toString("hex"))),
        SECRET_BLOCK: secretBlock,
        SRP_B: fake.B.toString(16),
        USERNAME: username,
        USER_ID_FOR_SRP: username,
      },
      { srp: { A: A.toString(16), b: fake.b.toString(16), B: fake.B.toString(16), secretBlock, fake: true } },
    );
  }
  const { b, B } = createServerEphemeral(user.password.verifier);
  const session = createSession(ctx, "PASSWORD_VERIFIER", progress, {
    srp: { A: A.toString(16), b: b.toString(16), B: B.toString(16), secretBlock },
  });
  return {
    type: "challenge",
    name: "PASSWORD_VERIFIER",
    session: session.id,
    username: user.username,
    parameters: {
      SALT: user.password.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: user.username,
      USER_ID_FOR_SRP: user.username,
    },
  };
}

/** RespondToAuthChallenge PASSWORD_VERIFIER: checks PASSWORD_CLAIM_SIGNATURE. */
function answerPasswordVerifier(ctx: Context, clientId: string, sessionId: unknown, r: Responses): SignInStep {
  // acij forwards InitiateAuth's Session; other clients rely on the SECRET_BLOCK alone.
  let id = sessionId;
  if (id === undefined || id === null) {
    const bySecretBlock = findSessionBySecretBlock(ctx, r.PASSWORD_CLAIM_SECRET_BLOCK);
    if (!bySecretBlock) throw Errors.sessionInvalid();
    id = bySecretBlock.id;
  }
  const session = getSession(ctx, id, { challenges: ["PASSWORD_VERIFIER"], clientId });
  const srp = session.srp;
  if (!srp) throw Errors.sessionInvalid();
  if (str(r.PASSWORD_CLAIM_SECRET_BLOCK) !== srp.secretBlock) throw Errors.incorrectCredentials();
  const username = str(r.USERNAME);
  if (!username) throw Errors.missingParameter("USERNAME");
  if (username.toLowerCase() !== session.progress.username.toLowerCase()) throw Errors.sessionInvalid();
  if (srp.fake) {
    retire(ctx, session);
    throw Errors.incorrectCredentials();
  }
  const user = findUser(ctx, session.progress.username);
  if (!user || !user.password) {
    retire(ctx, session);
    throw unknownUser(ctx);
  }
  // Device check first and without consuming the session: acij clears its cached device and
  // retries the very same request when told the device does not exist.
  const deviceKey = str(r.DEVICE_KEY);
  if (deviceKey && !confirmedDevice(ctx, user, deviceKey)) throw Errors.deviceNotFound();

  const timestamp = parseTimestamp(r.TIMESTAMP);
  if (r.TIMESTAMP === undefined) throw Errors.missingParameter("TIMESTAMP");
  if (timestamp === null)
    throw Errors.invalidParameter("TIMESTAMP format is invalid; expected e.g. 'Tue Mar 5 09:04:05 UTC 2024'.");
  if (Math.abs(ctx.now() - timestamp) > TIMESTAMP_SKEW_MS) {
    retire(ctx, session);
    throw Errors.incorrectCredentials();
  }
  retire(ctx, session);
  const key = serverSessionKey(hexToBigInt(srp.A), hexToBigInt(srp.B), hexToBigInt(srp.b), user.password.verifier);
  const expected = key
    ? claimSignature(
        key,
        ctx.config.poolName,
        user.username,
        Buffer.from(srp.secretBlock, "base64"),
        r.TIMESTAMP as string,
      )
    : "";
  if (!key || !signaturesEqual(expected, r.PASSWORD_CLAIM_SIGNATURE)) throw Errors.incorrectCredentials();
  assertCanSignIn(ctx, user);
  const progress: SignInProgress = { ...session.progress, username: user.username };
  if (deviceKey) progress.deviceKey = deviceKey;
  return continueSignIn(ctx, user, progress);
}

/** USER_PASSWORD_AUTH and the hosted UI: the password in clear, checked against the verifier. */
export function passwordSignIn(
  ctx: Context,
  clientId: string,
  username: unknown,
  password: unknown,
  opts: { deviceKey?: string; viaHostedUi: boolean },
): SignInStep {
  const name = str(username);
  if (!name) throw Errors.missingParameter("USERNAME");
  if (typeof password !== "string" || password.length === 0) throw Errors.missingParameter("PASSWORD");
  const user = findUser(ctx, name);
  if (!user) throw unknownUser(ctx);
  if (!user.password || !checkPassword(user.password, ctx.config.poolName, user.username, password))
    throw Errors.incorrectCredentials();
  assertCanSignIn(ctx, user);
  const progress: SignInProgress = {
    clientId,
    username: user.username,
    viaHostedUi: opts.viaHostedUi,
    passwordChanged: false,
    mfaDone: false,
    deviceDone: false,
  };
  // Unknown device keys are ignored here (no retry logic in clients for this flow): the client
  // simply gets NewDeviceMetadata again.
  if (!opts.viaHostedUi && confirmedDevice(ctx, user, opts.deviceKey)) progress.deviceKey = opts.deviceKey;
  return continueSignIn(ctx, user, progress);
}

// ---------------------------------------------------------------------------------------------
// What comes after the password

function mfaChallenge(ctx: Context, user: UserRecord, progress: SignInProgress, type: MfaType): SignInStep {
  const base = { USER_ID_FOR_SRP: user.username };
  if (type === "SOFTWARE_TOKEN_MFA") return challenge(ctx, "SOFTWARE_TOKEN_MFA", progress, base);
  if (type === "EMAIL_OTP") {
    const { code, parameters } = sendEmailCode(ctx, user);
    return challenge(ctx, "EMAIL_OTP", progress, { ...base, ...parameters }, { emailCode: code });
  }
  const phone = user.attributes.phone_number as string;
  const code = generateCode();
  send(ctx, {
    to: phone,
    channel: "SMS",
    kind: "SMS_MFA",
    username: user.username,
    body: `Your authentication code is ${code}`,
    code,
  });
  return challenge(
    ctx,
    "SMS_MFA",
    progress,
    { ...base, CODE_DELIVERY_DELIVERY_MEDIUM: "SMS", CODE_DELIVERY_DESTINATION: maskPhone(phone) },
    { smsCode: code },
  );
}

export function continueSignIn(ctx: Context, user: UserRecord, progress: SignInProgress): SignInStep {
  if (user.status === "FORCE_CHANGE_PASSWORD" && !progress.passwordChanged) {
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(user.attributes)) if (k !== "sub") attrs[k] = v;
    return challenge(ctx, "NEW_PASSWORD_REQUIRED", progress, {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: "[]",
      userAttributes: JSON.stringify(attrs),
    });
  }
  const device = confirmedDevice(ctx, user, progress.deviceKey);
  const rememberedDevice = device?.status === "remembered";
  const poolMfa = poolMfaConfiguration(ctx);
  if (!progress.mfaDone && !rememberedDevice && poolMfa !== "OFF") {
    const methods = enabledMfa(user);
    if (methods.length === 0 && poolMfa === "ON") {
      return challenge(ctx, "MFA_SETUP", progress, {
        MFAS_CAN_SETUP: JSON.stringify(["SOFTWARE_TOKEN_MFA"]),
        USER_ID_FOR_SRP: user.username,
      });
    }
    if (methods.length === 1) return mfaChallenge(ctx, user, progress, methods[0] as MfaType);
    if (methods.length > 1) {
      if (user.mfa.preferred && methods.includes(user.mfa.preferred))
        return mfaChallenge(ctx, user, progress, user.mfa.preferred);
      return challenge(ctx, "SELECT_MFA_TYPE", progress, {
        MFAS_CAN_CHOOSE: JSON.stringify(methods),
        USER_ID_FOR_SRP: user.username,
      });
    }
  }
  // Device SRP proves the device when it stands in for MFA (or the user has none). After an MFA
  // code it is skipped: amazon-cognito-identity-js would answer DEVICE_SRP_AUTH there with the
  // already-used MFA session (sendMFACode does not store the new one).
  if (device && !progress.deviceDone && !progress.mfaDone) return challenge(ctx, "DEVICE_SRP_AUTH", progress, {});

  const step: SignInStep = {
    type: "authenticated",
    user,
    progress,
    authTime: Math.floor(ctx.now() / 1000),
  };
  if (device) {
    step.deviceKey = device.key;
    device.lastAuthenticatedAt = ctx.now();
  } else if (ctx.config.devices.enabled && !progress.viaHostedUi) {
    const now = ctx.now();
    const record: DeviceRecord = {
      key: `${ctx.config.poolId.split("_")[0]}_${randomUUID()}`,
      groupKey: `-${randomBytes(7).toString("base64url").replace(/[-_]/g, "x").slice(0, 9)}`,
      username: user.username,
      confirmed: false,
      status: "not_remembered",
      createdAt: now,
      updatedAt: now,
      lastAuthenticatedAt: now,
    };
    ctx.store.state.devices[record.key] = record;
    step.deviceKey = record.key;
    step.newDevice = { DeviceKey: record.key, DeviceGroupKey: record.groupKey };
  }
  return step;
}

// ---------------------------------------------------------------------------------------------
// RespondToAuthChallenge

export function checkUsername(session: ChallengeSession, r: Responses): void {
  const username = str(r.USERNAME);
  if (!username) throw Errors.missingParameter("USERNAME");
  if (username.toLowerCase() !== session.progress.username.toLowerCase()) throw Errors.sessionInvalid();
}

export function sessionUser(ctx: Context, session: ChallengeSession): UserRecord {
  const user = findUser(ctx, session.progress.username);
  if (!user) {
    retire(ctx, session);
    throw Errors.userNotFound();
  }
  return user;
}

function answerNewPassword(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  const password = r.NEW_PASSWORD;
  if (typeof password !== "string" || password.length === 0) throw Errors.missingParameter("NEW_PASSWORD");
  assertPasswordAcceptable(password, ctx.config.passwordPolicy, "NEW_PASSWORD");
  const updates: Record<string, string> = {};
  for (const [key, value] of Object.entries(r)) {
    if (!key.startsWith("userAttributes.")) continue;
    const name = key.slice("userAttributes.".length);
    if (typeof value !== "string") throw Errors.invalidParameter(`Invalid value for attribute ${name}.`);
    if (!isWritableAttribute(name)) throw Errors.invalidParameter(`Cannot modify the non-mutable attribute ${name}.`);
    if (value.length > 2048)
      throw Errors.validation(`userAttributes.${name}`, "Member must have length less than or equal to 2048");
    updates[name] = value;
  }
  retire(ctx, session);
  Object.assign(user.attributes, updates);
  setPassword(ctx, user, password);
  user.status = "CONFIRMED";
  return continueSignIn(ctx, user, { ...session.progress, passwordChanged: true });
}

function answerMfa(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  if (session.challenge === "SMS_MFA") {
    const code = r.SMS_MFA_CODE;
    if (typeof code !== "string" || !code) throw Errors.missingParameter("SMS_MFA_CODE");
    if (code !== session.smsCode) recordFailure(ctx, session, Errors.mfaCodeMismatch());
  } else {
    const code = r.SOFTWARE_TOKEN_MFA_CODE;
    if (typeof code !== "string" || !code) throw Errors.missingParameter("SOFTWARE_TOKEN_MFA_CODE");
    const secret = user.mfa.totpSecret;
    if (!secret) {
      retire(ctx, session);
      throw new CognitoError("SoftwareTokenMFANotFoundException", "Software token MFA is not configured for the user.");
    }
    const step = verifyTotp(secret, code, ctx.now());
    if (step === null) recordFailure(ctx, session, Errors.mfaCodeMismatch());
    if (step <= (user.mfa.lastTotpStep ?? -1)) recordFailure(ctx, session, Errors.totpReused());
    user.mfa.lastTotpStep = step;
  }
  retire(ctx, session);
  return continueSignIn(ctx, user, { ...session.progress, mfaDone: true });
}

/**
 * RespondToAuthChallenge EMAIL_OTP { USERNAME, EMAIL_OTP_CODE }: the same answer whether the code was the first
 * factor (USER_AUTH) or MFA after a password. The code is checked before the user is looked up, so a decoy
 * session (an unknown user under PreventUserExistenceErrors) fails exactly like a wrong code.
 */
function answerEmailOtp(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const code = r.EMAIL_OTP_CODE;
  if (typeof code !== "string" || !code) throw Errors.missingParameter("EMAIL_OTP_CODE");
  if (session.decoy || code !== session.emailCode) recordFailure(ctx, session, Errors.mfaCodeMismatch());
  retire(ctx, session);
  const user = sessionUser(ctx, session);
  assertCanSignIn(ctx, user);
  // As a first factor the code is offered only to users without MFA (user-auth.ts), so it never needs a second one.
  return continueSignIn(ctx, user, { ...session.progress, mfaDone: true });
}

const MFA_TYPES: readonly MfaType[] = ["SMS_MFA", "SOFTWARE_TOKEN_MFA", "EMAIL_OTP"];

function answerSelectMfa(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  const answer = r.ANSWER;
  const methods = enabledMfa(user);
  if (typeof answer !== "string" || !(MFA_TYPES as readonly string[]).includes(answer))
    throw Errors.invalidParameter(`ANSWER must be one of ${MFA_TYPES.join(", ")}.`);
  if (!methods.includes(answer as MfaType)) throw Errors.invalidParameter(`${answer} is not enabled for the user.`);
  retire(ctx, session);
  return mfaChallenge(ctx, user, session.progress, answer as MfaType);
}

function answerMfaSetup(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  if (!session.totpVerified) {
    throw Errors.invalidParameter(
      "Software token MFA has not been verified: call AssociateSoftwareToken and VerifySoftwareToken with this Session first.",
    );
  }
  retire(ctx, session);
  return continueSignIn(ctx, user, { ...session.progress, mfaDone: true });
}

function answerDeviceSrp(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  const deviceKey = str(r.DEVICE_KEY);
  if (!deviceKey) throw Errors.missingParameter("DEVICE_KEY");
  const device = confirmedDevice(ctx, user, deviceKey);
  if (!device || deviceKey !== session.progress.deviceKey || !device.verifier || !device.salt)
    throw Errors.deviceNotFound();
  const A = parseA(r.SRP_A);
  if (A === null) throw Errors.invalidParameter("SRP_A is not a valid SRP public value.");
  retire(ctx, session);
  const { b, B } = createServerEphemeral(device.verifier);
  const secretBlock = randomBytes(64).toString("base64");
  const next = createSession(ctx, "DEVICE_PASSWORD_VERIFIER", session.progress, {
    srp: { A: A.toString(16), b: b.toString(16), B: B.toString(16), secretBlock },
  });
  return {
    type: "challenge",
    name: "DEVICE_PASSWORD_VERIFIER",
    session: next.id,
    username: user.username,
    parameters: {
      SALT: device.salt,
      SECRET_BLOCK: secretBlock,
      SRP_B: B.toString(16),
      USERNAME: user.username,
      DEVICE_KEY: device.key,
    },
  };
}

function answerDevicePasswordVerifier(ctx: Context, session: ChallengeSession, r: Responses): SignInStep {
  checkUsername(session, r);
  const user = sessionUser(ctx, session);
  const deviceKey = str(r.DEVICE_KEY);
  const device = confirmedDevice(ctx, user, deviceKey);
  const srp = session.srp;
  if (!device || !srp || deviceKey !== session.progress.deviceKey || !device.verifier) throw Errors.deviceNotFound();
  if (str(r.PASSWORD_CLAIM_SECRET_BLOCK) !== srp.secretBlock) throw Errors.incorrectCredentials();
  const timestamp = parseTimestamp(r.TIMESTAMP);
  if (timestamp === null) throw Errors.invalidParameter("TIMESTAMP format is invalid.");
  retire(ctx, session);
  const key = serverSessionKey(hexToBigInt(srp.A), hexToBigInt(srp.B), hexToBigInt(srp.b), device.verifier);
  const expected = key
    ? claimSignature(key, device.groupKey, device.key, Buffer.from(srp.secretBlock, "base64"), r.TIMESTAMP as string)
    : "";
  if (!key || !signaturesEqual(expected, r.PASSWORD_CLAIM_SIGNATURE)) throw Errors.incorrectCredentials();
  return continueSignIn(ctx, user, { ...session.progress, deviceDone: true });
}

/** ChallengeNameType, in the service model's order. */
const CHALLENGE_NAMES = [
  "SMS_MFA",
  "SOFTWARE_TOKEN_MFA",
  "SELECT_MFA_TYPE",
  "MFA_SETUP",
  "PASSWORD_VERIFIER",
  "CUSTOM_CHALLENGE",
  "DEVICE_SRP_AUTH",
  "DEVICE_PASSWORD_VERIFIER",
  "ADMIN_NO_SRP_AUTH",
  "NEW_PASSWORD_REQUIRED",
  "SELECT_CHALLENGE",
  "SMS_OTP",
  "EMAIL_OTP",
  "WEB_AUTHN",
  "PASSWORD",
  "PASSWORD_SRP",
];

/** Dispatches RespondToAuthChallenge (and the hosted UI's form posts) by challenge name. */
export function respondToChallenge(
  ctx: Context,
  clientId: string,
  name: unknown,
  sessionId: unknown,
  responses: Responses,
): SignInStep {
  switch (name) {
    case "PASSWORD_VERIFIER":
      return answerPasswordVerifier(ctx, clientId, sessionId, responses);
    case "NEW_PASSWORD_REQUIRED":
      return answerNewPassword(
        ctx,
        getSession(ctx, sessionId, { challenges: ["NEW_PASSWORD_REQUIRED"], clientId }),
        responses,
      );
    case "SMS_MFA":
    case "SOFTWARE_TOKEN_MFA":
      return answerMfa(ctx, getSession(ctx, sessionId, { challenges: [name], clientId }), responses);
    case "EMAIL_OTP":
      return answerEmailOtp(ctx, getSession(ctx, sessionId, { challenges: ["EMAIL_OTP"], clientId }), responses);
    case "SELECT_MFA_TYPE":
      return answerSelectMfa(ctx, getSession(ctx, sessionId, { challenges: ["SELECT_MFA_TYPE"], clientId }), responses);
    case "MFA_SETUP":
      return answerMfaSetup(ctx, getSession(ctx, sessionId, { challenges: ["MFA_SETUP"], clientId }), responses);
    case "DEVICE_SRP_AUTH":
      return answerDeviceSrp(ctx, getSession(ctx, sessionId, { challenges: ["DEVICE_SRP_AUTH"], clientId }), responses);
    case "DEVICE_PASSWORD_VERIFIER":
      return answerDevicePasswordVerifier(
        ctx,
        getSession(ctx, sessionId, { challenges: ["DEVICE_PASSWORD_VERIFIER"], clientId }),
        responses,
      );
    case "CUSTOM_CHALLENGE":
      throw Errors.invalidParameter(
        "CUSTOM_CHALLENGE is not supported: custom authentication (Lambda triggers) is not configured in this pool.",
      );
    case undefined:
    case null:
      throw Errors.missingParameter("ChallengeName");
    default:
      throw Errors.enumValue("challengeName", String(name), CHALLENGE_NAMES);
  }
}
