/**
 * Sign out through the flow; afterwards the hosted UI's own session ends too, or the person lands on /login/.
 * Used by the sign-in screens, the portal's frame and the header's menu.
 */
import { navigate } from "gatsby";
import type { AuthRuntime } from "./runtime";

export async function signOutAndLeave(runtime: AuthRuntime): Promise<void> {
  const { authenticator, hostedUi, hostedUiSession } = runtime;
  authenticator.send({ type: "SIGN_OUT" });
  const context = await authenticator.settled();
  if (context.route === "authenticated") return; // the failure was logged ('Error signing out:'); stay here
  if (hostedUi && (await hostedUiSession.active())) {
    await hostedUiSession.clear();
    window.location.assign((await hostedUi.client()).logoutUrl());
    return;
  }
  void navigate("/login/");
}
