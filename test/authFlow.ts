/** Test helpers that drive the authenticator flow the way the screens do. */
import { createAuthenticator, type Authenticator } from "../src/auth/flow/runner";
import { DEFAULT_CONFIG } from "../src/auth/flow/context";
import type { AuthServices } from "../src/auth/flow/types";

/** A flow after INIT, settled on its first screen (or authenticated). */
export async function startedFlow(services: AuthServices, config = DEFAULT_CONFIG): Promise<Authenticator> {
  const auth = createAuthenticator(services, config);
  auth.send({ type: "INIT" });
  await auth.settled();
  return auth;
}

/** Submits the current screen's form and waits until every effect it caused has settled. */
export async function submitForm(auth: Authenticator, values: Record<string, string>) {
  auth.send({ type: "SUBMIT", values });
  return auth.settled();
}
