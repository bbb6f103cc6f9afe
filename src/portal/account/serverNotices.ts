/**
 * The account page's services when the site runs its functions (GATSBY_AUTH_SERVER_SESSION on): the password
 * changes through POST /api/account/password, which checks the step-up rule itself and e-mails the owner, and
 * after any change of sign-in factors (MFA, passkeys) POST /api/account/security-check lets the functions notice
 * it and e-mail the owner. A failed check is logged, never reported as a failed change: the change worked.
 */
import type { AccountServices } from "../../auth/accountServices";
import type { AreaAccessDeps } from "../areaAccess";
import { callFunction } from "../functionsClient";

export const ACCOUNT_API_BASE = "/api/account";

/** The calls after which the functions are asked to look for changed sign-in factors. */
export const FACTOR_CHANGES = [
  "setMfaPreference",
  "addPasskey",
  "deletePasskey",
] as const satisfies readonly (keyof AccountServices)[];

export function withServerNotices(
  services: AccountServices,
  deps: AreaAccessDeps,
  log: Pick<Console, "warn"> = console,
): AccountServices {
  const check = () =>
    callFunction(deps, "POST", `${ACCOUNT_API_BASE}/security-check`).then(
      () => undefined,
      (error: unknown) => log.warn("The security e-mail check after this change failed:", error),
    );
  const noticed = <K extends (typeof FACTOR_CHANGES)[number]>(name: K): AccountServices[K] =>
    (async (...args: unknown[]) => {
      const result = await (services[name] as (...a: unknown[]) => Promise<unknown>)(...args);
      await check();
      return result;
    }) as AccountServices[K];
  return {
    ...services,
    changePassword: async (previousPassword, proposedPassword) => {
      await callFunction(deps, "POST", `${ACCOUNT_API_BASE}/password`, { previousPassword, proposedPassword });
    },
    setMfaPreference: noticed("setMfaPreference"),
    addPasskey: noticed("addPasskey"),
    deletePasskey: noticed("deletePasskey"),
  };
}
