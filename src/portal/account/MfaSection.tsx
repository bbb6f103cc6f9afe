/**
 * The second sign-in step (MFA): adding an authenticator app (scan the QR code, prove it with a code) or removing
 * it, text-message codes and codes by e-mail on or off, and which one Cognito asks for first when several are on.
 */
import React, { useState } from "react";
import type { AccountServices } from "../../auth/cognito/accountServices";
import { otpauthUri } from "../../auth/totp/otpauth";
import TotpSecret from "../../auth/totp/TotpSecret";
import { Button } from "../../components/ui/Button";
import { OneTimeCodeField } from "../../components/ui/OneTimeCodeField";
import { site } from "../../../core/config/site";
import { AccountSection } from "./AccountSection";
import { FACTOR_LABELS, mfaStatus, preferFactor, toggleFactor, type Factor } from "./accountLogic";
import { FactorRow } from "./FactorRow";
import { SECTIONS } from "./sections";
import { PreferButton } from "./PreferButton";
import { ProfilePending } from "./ProfilePending";
import { useAction } from "./useAction";
import type { ProfileLoader } from "./useProfile";

/** The name Cognito keeps for the verified app (VerifySoftwareToken's FriendlyDeviceName). */
export const TOTP_FRIENDLY_NAME = "Authenticator app";

export interface MfaSectionProps {
  services: AccountServices;
  loader: ProfileLoader;
  /** The account name in the authenticator app. */
  username: string;
}

export function MfaSection({ services, loader, username }: MfaSectionProps) {
  const action = useAction();
  const status = mfaStatus(loader.profile);
  const [secret, setSecret] = useState<string | null>(null);
  const [code, setCode] = useState("");

  const afterChange = async (ok: boolean) => {
    if (ok) await loader.reload();
  };

  const startSetup = async () => {
    const outcome = await action.run("setup", () => services.startTotpSetup());
    if (outcome.ok) {
      setCode("");
      setSecret(outcome.value);
    }
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await action.run(
      "verify",
      async () => {
        await services.verifyTotp(code.trim(), TOTP_FRIENDLY_NAME);
        await services.setMfaPreference(toggleFactor(status, "totp", true));
      },
      { success: "Authenticator app added. Sign-in will ask for its code." },
    );
    if (outcome.ok) {
      setSecret(null);
      setCode("");
    }
    await afterChange(outcome.ok);
  };

  const removeTotp = async () => {
    const outcome = await action.run(
      "remove-totp",
      () => services.setMfaPreference(toggleFactor(status, "totp", false)),
      {
        success: "Authenticator app removed",
      },
    );
    await afterChange(outcome.ok);
  };

  const toggle = async (factor: "sms" | "email", what: string) => {
    const on = !status[factor];
    const outcome = await action.run(factor, () => services.setMfaPreference(toggleFactor(status, factor, on)), {
      success: `${what} turned ${on ? "on" : "off"}`,
    });
    await afterChange(outcome.ok);
  };

  const prefer = async (factor: Factor) => {
    const outcome = await action.run(
      `prefer-${factor}`,
      () => services.setMfaPreference(preferFactor(status, factor)),
      {
        success: `${FACTOR_LABELS[factor]} is now your preferred method`,
      },
    );
    await afterChange(outcome.ok);
  };

  const preferButton = (factor: Factor) => (
    <PreferButton factor={factor} status={status} action={action} onPrefer={(f) => void prefer(f)} />
  );

  return (
    <AccountSection
      id={SECTIONS.mfa.id}
      title="Two-step sign-in (MFA)"
      description={
        <p>After your password, sign-in asks for a code from your authenticator app, a text message or an e-mail.</p>
      }
      result={action.result}
      onDismiss={action.dismiss}
    >
      {!loader.profile ? (
        <ProfilePending loader={loader} />
      ) : (
        <ul role="list" sx={{ listStyle: "none", m: 0, p: 0 }}>
          <FactorRow
            label={FACTOR_LABELS.totp}
            on={status.totp}
            preferred={status.preferred === "totp"}
            actions={
              !secret && (
                <>
                  {preferButton("totp")}
                  {status.totp ? (
                    <Button
                      variant="danger"
                      busy={action.isPending("remove-totp")}
                      disabled={action.busy}
                      onClick={() => void removeTotp()}
                    >
                      Remove authenticator app
                    </Button>
                  ) : (
                    <Button
                      variant="secondary"
                      busy={action.isPending("setup")}
                      disabled={action.busy}
                      onClick={() => void startSetup()}
                    >
                      Set up authenticator app
                    </Button>
                  )}
                </>
              )
            }
          >
            {secret && (
              <form noValidate onSubmit={(e) => void verify(e)} sx={{ mt: 3 }}>
                <p sx={{ mt: 0 }}>
                  Scan the QR code with your authenticator app, or enter the secret key by hand, then type the code it
                  shows.
                </p>
                <TotpSecret uri={otpauthUri({ issuer: site.brand, account: username, secret })} secret={secret} />
                <OneTimeCodeField
                  label="Code from the app"
                  name="totp_code"
                  maxLength={6}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
                <div sx={{ display: "flex", flexWrap: "wrap", gap: 2 }}>
                  <Button
                    type="submit"
                    busy={action.isPending("verify")}
                    disabled={action.busy || code.trim().length !== 6}
                  >
                    Verify and turn on
                  </Button>
                  <Button variant="ghost" disabled={action.busy} onClick={() => setSecret(null)}>
                    Cancel
                  </Button>
                </div>
              </form>
            )}
          </FactorRow>
          <FactorRow
            label={FACTOR_LABELS.sms}
            on={status.sms}
            preferred={status.preferred === "sms"}
            needs={status.canUseSms ? null : "Add a phone number to your profile to get codes by text message."}
            actions={
              (status.canUseSms || status.sms) && (
                <>
                  {preferButton("sms")}
                  <Button
                    variant="secondary"
                    busy={action.isPending("sms")}
                    disabled={action.busy}
                    onClick={() => void toggle("sms", "Text-message codes")}
                  >
                    {status.sms ? "Turn off text-message codes" : "Turn on text-message codes"}
                  </Button>
                </>
              )
            }
          />
          <FactorRow
            label={FACTOR_LABELS.email}
            on={status.email}
            preferred={status.preferred === "email"}
            needs={status.canUseEmail ? null : "Verify your e-mail address in your profile to get codes by e-mail."}
            actions={
              (status.canUseEmail || status.email) && (
                <>
                  {preferButton("email")}
                  <Button
                    variant="secondary"
                    busy={action.isPending("email")}
                    disabled={action.busy}
                    onClick={() => void toggle("email", "Codes by e-mail")}
                  >
                    {status.email ? "Turn off codes by e-mail" : "Turn on codes by e-mail"}
                  </Button>
                </>
              )
            }
          />
        </ul>
      )}
    </AccountSection>
  );
}
