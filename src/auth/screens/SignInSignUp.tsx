/** Sign in and create account as two tabs; the flow's route is the selected tab. */
import { Tabs } from "../../components/ui/Tabs";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import SignIn from "./SignIn";
import SignUp from "./SignUp";

const TABS = [
  { id: "signIn", label: "Sign In" },
  { id: "signUp", label: "Create Account" },
] as const;

export default function SignInSignUp(props: ScreenProps) {
  const { route, toSignIn, toSignUp, busy } = useAuthenticator((c) => [c.route, c.pending]);
  const selected = route === "signUp" ? "signUp" : "signIn";
  return (
    <Tabs
      label="Sign in or create an account"
      tabs={TABS}
      selected={selected}
      onSelect={(id) => {
        // A request under way could still sign someone in: switching now would hide that session.
        if (busy) return;
        if (id !== selected) (id === "signIn" ? toSignIn : toSignUp)();
      }}
    >
      {selected === "signIn" ? <SignIn {...props} /> : <SignUp {...props} />}
    </Tabs>
  );
}
