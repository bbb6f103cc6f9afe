/**
 * 'Sign out' in the header's admin menu, on any page: public pages mount no sign-in flow, so this chunk starts
 * the page's runtime (which restores the stored session) before signing out of it. On a portal page the runtime
 * is already running and is reused. /login/, where this lands, clears the store when its flow reports no user.
 */
import { getAuthRuntime } from "./runtime";
import { signOutAndLeave } from "./signOutAndLeave";

export async function signOutFromAnyPage(): Promise<void> {
  const runtime = getAuthRuntime();
  const { authenticator } = runtime;
  if (authenticator.getContext().route === "idle") authenticator.send({ type: "INIT" });
  await authenticator.settled();
  await signOutAndLeave(runtime);
}
