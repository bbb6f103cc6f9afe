/** The developer page's content: the identity panel, loaded on this page only, with a note while it loads. */
import { Suspense } from "react";
import { useAuthRuntime } from "../auth/useAuthenticator";
import { lazyComponent } from "../loading/lazyComponent";

// The identity-pool SDK (about 47 kB gzipped) loads only on the developer page.
const DeveloperPanel = lazyComponent(
  () => import(/* webpackChunkName: "developer-panel" */ "./developer/DeveloperPanel"),
);

export default function DeveloperTools() {
  const runtime = useAuthRuntime();
  return (
    <Suspense fallback={<p role="status">Loading the developer tools…</p>}>
      <DeveloperPanel getIdToken={() => runtime.services.sessionTokens().then((tokens) => tokens.idToken)} />
    </Suspense>
  );
}
