/**
 * The pool's MFA setting: configured at start (COGNITO_EMULATOR_MFA), changed at runtime by SetUserPoolMfaConfig
 * as on a real pool (the end-to-end tests turn it ON to reach the authenticator-setup challenge).
 */
import type { MfaConfiguration } from "./config";
import type { Context } from "./context";

export const MFA_CONFIGURATIONS: readonly MfaConfiguration[] = ["OFF", "ON", "OPTIONAL"];

export function poolMfaConfiguration(ctx: Context): MfaConfiguration {
  return ctx.store.state.mfaConfiguration ?? ctx.config.mfaConfiguration;
}

/** GetUserPoolMfaConfig / SetUserPoolMfaConfig answer: this emulator offers authenticator apps, and SMS codes. */
export function poolMfaView(ctx: Context) {
  return {
    MfaConfiguration: poolMfaConfiguration(ctx),
    SoftwareTokenMfaConfiguration: { Enabled: true },
    SmsMfaConfiguration: { SmsAuthenticationMessage: "Your authentication code is {####}. " },
  };
}
