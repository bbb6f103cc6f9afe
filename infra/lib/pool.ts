/**
 * The user pool: sign-in with e-mail, the password policy, optional MFA (SMS, authenticator app, e-mail codes),
 * the first factors (passwords, e-mail codes, passkeys on the site's domain), recovery by e-mail, security e-mails
 * sent through SES from the site's address, and the groups (the hosted UI and Google: hosted-ui.ts). Every choice comes from core/cognito/poolDefinition.ts,
 * which the local emulator reads too; only the deployment parameters come from outside.
 */
import { Duration, RemovalPolicy } from "aws-cdk-lib";
import * as cognito from "aws-cdk-lib/aws-cognito";
import { Construct } from "constructs";
import { POOL } from "../../core/cognito/poolDefinition";
import { relyingPartyId, type DeploymentParameters } from "./parameters";

const MFA: Record<typeof POOL.mfa.mode, cognito.Mfa> = {
  OFF: cognito.Mfa.OFF,
  OPTIONAL: cognito.Mfa.OPTIONAL,
  ON: cognito.Mfa.REQUIRED,
};

export function userPool(scope: Construct, parameters: DeploymentParameters): cognito.UserPool {
  const policy = POOL.passwordPolicy;
  const factors = parameters.firstFactors;
  const pool = new cognito.UserPool(scope, "UserPool", {
    selfSignUpEnabled: POOL.selfSignUp,
    signInAliases: { email: POOL.signInWithEmail },
    autoVerify: { email: true },
    signInCaseSensitive: false,
    passwordPolicy: {
      minLength: policy.minimumLength,
      requireLowercase: policy.requireLowercase,
      requireUppercase: policy.requireUppercase,
      requireDigits: policy.requireNumbers,
      requireSymbols: policy.requireSymbols,
      tempPasswordValidity: Duration.days(policy.temporaryPasswordValidityDays),
    },
    mfa: MFA[POOL.mfa.mode],
    mfaSecondFactor: { sms: POOL.mfa.sms, otp: POOL.mfa.totp, email: POOL.mfa.email },
    // E-mail codes and passkeys are Essentials features; Lite would refuse them.
    featurePlan: cognito.FeaturePlan.ESSENTIALS,
    signInPolicy: {
      allowedFirstAuthFactors: {
        password: true,
        emailOtp: factors.includes("emailOtp"),
        passkey: factors.includes("passkey"),
      },
    },
    passkeyRelyingPartyId: relyingPartyId(parameters),
    passkeyUserVerification:
      POOL.passkey.userVerification === "required"
        ? cognito.PasskeyUserVerification.REQUIRED
        : cognito.PasskeyUserVerification.PREFERRED,
    accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
    deviceTracking: POOL.devices,
    // Cognito's own mailer allows no e-mail MFA or codes and 50 messages a day: the invitations, codes and
    // security e-mails go through SES from the site's address (an SES-verified identity in the stack's region).
    email: cognito.UserPoolEmail.withSES({
      fromEmail: parameters.mailFrom,
      fromName: parameters.mailFromName,
      sesVerifiedDomain: parameters.mailFrom.split("@")[1],
    }),
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
  // Not in the L2: passkeys as a first factor on their own (the L1 property; SINGLE_FACTOR is the definition's).
  (pool.node.defaultChild as cognito.CfnUserPool).webAuthnFactorConfiguration = POOL.passkey.factorConfiguration;

  for (const group of POOL.groups) {
    new cognito.UserPoolGroup(scope, `Group${group.name}`, {
      userPool: pool,
      groupName: group.name,
      description: group.description,
      precedence: group.precedence,
    });
  }
  return pool;
}
