/**
 * The screens after the sign-in form, one chunk loaded when a person starts on a form (Router.tsx): the flow's
 * route picks one. The first screens (sign in, create account) are not here: they show at once.
 */
import type { LoginMechanism } from "../flow/formValues";
import type { Route } from "../flow/types";
import ConfirmSignUp from "./ConfirmSignUp";
import ConfirmSignIn from "./ConfirmSignIn";
import SetupTotp from "./SetupTotp";
import ForceNewPassword from "./ForceNewPassword";
import ResetPassword from "./ResetPassword";
import ConfirmResetPassword from "./ConfirmResetPassword";
import VerifyUser from "./VerifyUser";
import ConfirmVerifyUser from "./ConfirmVerifyUser";
import PasskeyPrompt from "./PasskeyPrompt";
import SelectChallenge from "./SelectChallenge";

export type LaterRoute = Exclude<Route, "idle" | "setup" | "transition" | "authenticated" | "signIn" | "signUp">;

export default function LaterScreen({ route, loginMechanism }: { route: LaterRoute; loginMechanism: LoginMechanism }) {
  switch (route) {
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
      // A route this build has no screen for: say so in the console, show nothing (unknown routes are not fatal).
      const unknown: never = route;
      console.warn(`Authenticator: no screen for route "${String(unknown)}"`);
      return null;
    }
  }
}
