/** One screen per flow route; the flow decides which. */
import React from "react";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import SignInSignUp from "./SignInSignUp";
import ConfirmSignUp from "./ConfirmSignUp";
import ConfirmSignIn from "./ConfirmSignIn";
import SetupTotp from "./SetupTotp";
import ForceNewPassword from "./ForceNewPassword";
import ResetPassword from "./ResetPassword";
import ConfirmResetPassword from "./ConfirmResetPassword";
import VerifyUser from "./VerifyUser";
import ConfirmVerifyUser from "./ConfirmVerifyUser";

function Working({ label }: { label: string }) {
  return (
    <p role="status" sx={{ textAlign: "center", color: "muted", py: 5, m: 0 }}>
      {label}
    </p>
  );
}

export default function Router(props: ScreenProps) {
  const { loginMechanism } = props;
  const { route } = useAuthenticator();
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
    default: {
      // A route this build has no screen for: say so in the console, show nothing (spec: unknown routes).
      const unknown: never = route;
      console.warn(`Authenticator: no screen for route "${String(unknown)}"`);
      return null;
    }
  }
}
