/**
 * A change of e-mail address or phone number through the own-account proxy, between two looks at the account
 * (notices.ts). The look before records the addresses as Cognito has them now, so the last verified address is on
 * record even when no earlier look stored one; the look after finds the change and e-mails it to that address (the
 * new one is not verified yet, and may not be the owner's). A change whose look before fails is not made, since its
 * owner could not be told; the look after is best effort like every notice (one not sent goes at the next look).
 */
import { classifyCognitoError } from "../auth/cognito";
import { checkSecurityChanges, type NoticeDeps, type Requester } from "./notices";
import type { ContactEffect } from "./own-account-proxy";

const describe = (err: unknown) => {
  const e = err as { name?: unknown; message?: unknown } | null;
  return `${String(e?.name)}: ${String(e?.message ?? err)}`;
};

/** Runs `call` (the forwarded change) between the two looks; its answer is returned whatever the notices did. */
export async function aroundContactChange<T extends { status: number }>(
  deps: NoticeDeps,
  who: Requester,
  effect: ContactEffect,
  call: () => Promise<T>,
): Promise<T> {
  if (effect === "change") {
    try {
      await checkSecurityChanges(deps, who);
    } catch (err) {
      // Cognito refusing the token refuses the change too, in its own words: let the call say so.
      if (classifyCognitoError(err) !== "refused") throw err;
    }
  }
  const answer = await call();
  if (effect && answer.status === 200) {
    try {
      await checkSecurityChanges(deps, who);
    } catch (err) {
      deps.log(`security notice after a change of address failed (${describe(err)})`);
    }
  }
  return answer;
}
