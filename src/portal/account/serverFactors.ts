/**
 * The account page's services when the site runs its functions (GATSBY_AUTH_SERVER_SESSION on): the password,
 * the sign-in factors (passkeys, the authenticator app, MFA choices) and the account's deletion change through
 * POST /api/account/{password,factors,delete}, which check step-up from the server's own record of the sign-in
 * and e-mail the owner; nothing sensitive goes from the page straight to Cognito. Reading (profile, passkey list,
 * devices) stays direct.
 */
import type { AccountServices } from "../../auth/cognito/accountServices";
import { registerPasskey } from "../../auth/passkeys/services";
import { loadWebAuthnBrowser } from "../../auth/passkeys/loadWebAuthn";
import type { LoadWebAuthn } from "../../auth/passkeys/webAuthn";
import { callFunction, type FunctionDeps } from "../../functions/client";

export const ACCOUNT_API_BASE = "/api/account";

export function withServerFactors(
  services: AccountServices,
  deps: FunctionDeps,
  webAuthn: LoadWebAuthn = loadWebAuthnBrowser,
): AccountServices {
  const post = async <T = unknown>(path: string, body?: unknown): Promise<T> =>
    (await (await callFunction(deps, "POST", `${ACCOUNT_API_BASE}/${path}`, body)).json()) as T;
  const factors = <T = unknown>(body: Record<string, unknown>) => post<T>("factors", body);
  return {
    ...services,
    changePassword: async (previousPassword, proposedPassword) => {
      await post("password", { previousPassword, proposedPassword });
    },
    startTotpSetup: async () => (await factors<{ secret: string }>({ action: "totp-setup" })).secret,
    verifyTotp: async (code, friendlyName) => {
      await factors({ action: "totp-verify", code, ...(friendlyName ? { friendlyName } : {}) });
    },
    setMfaPreference: async (preference) => {
      await factors({ action: "mfa-preference", preference });
    },
    addPasskey: () =>
      registerPasskey(
        async () => (await factors<{ options: unknown }>({ action: "passkey-options" })).options,
        async (credential) => void (await factors({ action: "passkey-register", credential })),
        webAuthn,
      ),
    deletePasskey: async (id) => {
      await factors({ action: "passkey-delete", id });
    },
    deleteAccount: async () => {
      await post("delete");
    },
  };
}
