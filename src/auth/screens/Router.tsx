/** One screen per flow route; the flow decides which. */
import { Suspense } from "react";
import type { ScreenProps } from "./shared/screenProps";
import { PrefetchScreens } from "./shared/prefetchContext";
import { useAuthenticator } from "../useAuthenticator";
import { lazyComponent } from "../../loading/lazyComponent";
import SignInSignUp from "./SignInSignUp";

// The screens after the first one: one chunk, fetched when a person starts on a form (or when the flow gets there).
const LaterScreen = lazyComponent(() => import(/* webpackChunkName: "auth-screens" */ "./LaterScreen"));

function Working({ label }: { label: string }) {
  return (
    <p role="status" sx={{ textAlign: "center", color: "muted", py: 5, m: 0 }}>
      {label}
    </p>
  );
}

export default function Router(props: ScreenProps) {
  return (
    <PrefetchScreens.Provider value={LaterScreen.preload}>
      <Suspense fallback={<Working label="Just a moment…" />}>
        <Screen {...props} />
      </Suspense>
    </PrefetchScreens.Provider>
  );
}

function Screen(props: ScreenProps) {
  const { route } = useAuthenticator((c) => [c.route]);
  switch (route) {
    case "idle":
    case "setup":
      return <Working label="Checking your session…" />;
    case "transition":
      return <Working label="Just a moment…" />;
    case "authenticated":
      return null;
    case "signIn":
    case "signUp":
      return <SignInSignUp {...props} />;
    default:
      return <LaterScreen route={route} loginMechanism={props.loginMechanism} />;
  }
}
