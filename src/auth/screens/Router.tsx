/** One screen per flow route; the flow decides which. */
import { Suspense, lazy } from "react";
import type { ScreenProps } from "./shared/screenProps";
import { PrefetchScreens } from "./shared/prefetchContext";
import { useAuthenticator } from "../useAuthenticator";
import { lazy as lazyChunk } from "../lazy";
import SignInSignUp from "./SignInSignUp";

// The screens after the first one load on demand: one shared chunk, fetched when a person starts on a form.
const laterScreens = lazyChunk(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmSignUp"));
const prefetchLaterScreens = () => {
  laterScreens().catch(() => undefined); // the screen's own load reports a failure
};
const ConfirmSignUp = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmSignUp"));
const ConfirmSignIn = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmSignIn"));
const SetupTotp = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./SetupTotp"));
const ForceNewPassword = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ForceNewPassword"));
const ResetPassword = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ResetPassword"));
const ConfirmResetPassword = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmResetPassword"));
const VerifyUser = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./VerifyUser"));
const ConfirmVerifyUser = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./ConfirmVerifyUser"));
const PasskeyPrompt = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./PasskeyPrompt"));
const SelectChallenge = lazy(() => import(/* webpackChunkName: "auth-screens" */ "./SelectChallenge"));

function Working({ label }: { label: string }) {
  return (
    <p role="status" sx={{ textAlign: "center", color: "muted", py: 5, m: 0 }}>
      {label}
    </p>
  );
}

export default function Router(props: ScreenProps) {
  return (
    <PrefetchScreens.Provider value={prefetchLaterScreens}>
      <Suspense fallback={<Working label="Just a moment…" />}>
        <Screen {...props} />
      </Suspense>
    </PrefetchScreens.Provider>
  );
}

function Screen(props: ScreenProps) {
  const { loginMechanism } = props;
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
    case "confirmSignUp":
      return <ConfirmSignUp />;
    case "confirmSignIn":
      return <ConfirmSignIn />;
    case "setupTOTP":
      return <SetupTotp />;
    case "forceNewPassword":
      return <ForceNewPassword />;
    case "resetPassword":
      return <ResetPassword loginMechanism={loginMechanism} />;
    case "confirmResetPassword":
      return <ConfirmResetPassword />;
    case "verifyUser":
      return <VerifyUser />;
    case "confirmVerifyUser":
      return <ConfirmVerifyUser />;
    case "passkeyPrompt":
      return <PasskeyPrompt />;
    case "selectChallenge":
      return <SelectChallenge />;
    default: {
      // A route this build has no screen for: say so in the console, show nothing (spec: unknown routes).
      const unknown: never = route;
      console.warn(`Authenticator: no screen for route "${String(unknown)}"`);
      return null;
    }
  }
}
