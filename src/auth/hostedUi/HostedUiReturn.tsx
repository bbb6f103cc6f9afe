/**
 * /login/ as the hosted UI's return address: when the URL carries its answer, the part that completes the sign-in
 * (HostedUiCallback, with the hosted-UI client) is downloaded and shown; any other visit downloads neither.
 */
import { Suspense, useState } from "react";
import { useAuthRuntime } from "../useAuthenticator";
import { lazyComponent } from "../../loading/lazyComponent";
import CompletingSignIn from "./CompletingSignIn";

const HostedUiCallback = lazyComponent(() => import(/* webpackChunkName: "hosted-ui" */ "./HostedUiCallback"));

export default function HostedUiReturn({ search }: { search: string }) {
  const runtime = useAuthRuntime();
  // Read once: the callback takes its answer out of the address bar as soon as it runs.
  const [isReturn] = useState(() => runtime.hostedUi?.isCallback(search) ?? false);
  if (!isReturn) return null;
  return (
    <Suspense fallback={<CompletingSignIn />}>
      <HostedUiCallback search={search} />
    </Suspense>
  );
}
