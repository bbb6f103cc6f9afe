/**
 * The pool's MFA settings as GetUserPoolMfaConfig shows them and SetUserPoolMfaConfig changes them at runtime, as
 * on a real pool: the MFA mode (configured at start by COGNITO_EMULATOR_MFA; the end-to-end tests turn it ON to
 * reach the authenticator-setup challenge), the template of e-mailed codes and the passkey relying party (which
 * Cognito keeps here although passkeys are not an MFA factor). Runtime changes live in the state
 * until `--reset`; a factor block left out of a call leaves that factor as it was.
 */
import type { MfaConfiguration } from "./config";
import type { Context } from "./context";
import { CODE_PLACEHOLDER, emailCodeTemplate } from "./email-code";
import { CognitoError, Errors } from "./errors";
import { optObject, optString, type Body } from "./validation";
import { webAuthnConfigurationInput, webAuthnView } from "./webauthn-config";

export const MFA_CONFIGURATIONS: readonly MfaConfiguration[] = ["OFF", "ON", "OPTIONAL"];

export function poolMfaConfiguration(ctx: Context): MfaConfiguration {
  return ctx.store.state.mfaConfiguration ?? ctx.config.mfaConfiguration;
}

/** GetUserPoolMfaConfig / SetUserPoolMfaConfig answer: authenticator apps, SMS codes and (when on) e-mail codes. */
export function poolMfaView(ctx: Context) {
  const email = emailCodeTemplate(ctx);
  return {
    MfaConfiguration: poolMfaConfiguration(ctx),
    SoftwareTokenMfaConfiguration: { Enabled: true },
    SmsMfaConfiguration: { SmsAuthenticationMessage: "Your authentication code is {####}. " },
    ...(ctx.config.emailMfa ? { EmailMfaConfiguration: { Subject: email.subject, Message: email.message } } : {}),
    WebAuthnConfiguration: webAuthnView(ctx),
  };
}

/** SetUserPoolMfaConfig's EmailMfaConfiguration, checked; undefined when the call has none. */
function emailTemplateInput(ctx: Context, input: Body): { subject?: string; message?: string } | undefined {
  const block = optObject(input, "EmailMfaConfiguration");
  if (!block) return undefined;
  if (!ctx.config.emailMfa) {
    throw new CognitoError(
      "FeatureUnavailableInTierException",
      "Email MFA is not available in this user pool (the emulator runs with e-mail MFA off).",
    );
  }
  const message = optString(block, "Message", { min: 6, max: 20000 });
  const subject = optString(block, "Subject", { min: 1, max: 140 });
  if (message !== undefined && !message.includes(CODE_PLACEHOLDER))
    throw Errors.invalidParameter(`EmailMfaConfiguration.Message must contain the ${CODE_PLACEHOLDER} placeholder.`);
  return { ...(message !== undefined ? { message } : {}), ...(subject !== undefined ? { subject } : {}) };
}

/** SetUserPoolMfaConfig: validates the whole call before changing anything. */
export function applyPoolMfaConfig(ctx: Context, input: Body): void {
  const mfa = optString(input, "MfaConfiguration");
  if (mfa !== undefined && !(MFA_CONFIGURATIONS as readonly string[]).includes(mfa)) {
    throw Errors.enumValue("mfaConfiguration", mfa, MFA_CONFIGURATIONS);
  }
  const totp = optObject(input, "SoftwareTokenMfaConfiguration");
  const sms = optObject(input, "SmsMfaConfiguration");
  const email = emailTemplateInput(ctx, input);
  // Accepted whatever the MFA mode: passkeys are independent of it.
  const webAuthn = webAuthnConfigurationInput(input);
  // Cognito's answers, as reported by users who tried them against the service.
  if (mfa === "OFF" && (email || sms || totp?.Enabled === true)) {
    throw Errors.invalidParameter("Invalid MFA configuration given, can't turn off MFA and configure an MFA together.");
  }
  if (mfa !== undefined && mfa !== "OFF" && totp?.Enabled === false && !sms && !email) {
    throw Errors.invalidParameter(
      "Invalid MFA configuration given, can't turn off all MFAs and set MFA to ON or OPTIONAL.",
    );
  }
  if (mfa !== undefined) ctx.store.state.mfaConfiguration = mfa as MfaConfiguration;
  if (email) ctx.store.state.emailMfaConfiguration = { ...ctx.store.state.emailMfaConfiguration, ...email };
  if (webAuthn) ctx.store.state.webAuthnConfiguration = { ...ctx.store.state.webAuthnConfiguration, ...webAuthn };
}
