/**
 * The sign-in tab: login name and password with the one primary button, 'Forgot your password?' beside them, then
 * the other ways in (a passkey, a code by e-mail, social providers, the hosted UI), secondary and set apart.
 */
import { Button } from "../../components/ui/Button";
import type { ScreenProps } from "./shared/screenProps";
import { useAuthenticator } from "../useAuthenticator";
import { AuthForm } from "./shared/AuthForm";
import { SignOutUnconfirmed } from "./shared/SignOutUnconfirmed";
import { OtherWaysIn } from "./shared/OtherWaysIn";
import { LoginField } from "./shared/LoginField";
import { PasswordInput } from "./shared/PasswordInput";

export default function SignIn({ loginMechanism, from, providers }: ScreenProps) {
  const { context, toResetPassword } = useAuthenticator((c) => [c.notice]);
  return (
    <AuthForm
      heading="Sign in to your account"
      submitLabel="Sign in"
      disableWhileInvalid={false}
      before={context.notice === "signOutUnconfirmed" && <SignOutUnconfirmed />}
      alternative={<OtherWaysIn from={from} providers={providers} />}
    >
      <LoginField mechanism={loginMechanism} />
      <PasswordInput />
      {/* Beside the password it is about, before the button, rather than after every other way in. */}
      <div sx={{ display: "flex", justifyContent: "flex-end", mt: -2, mb: 3 }}>
        <Button variant="ghost" onClick={toResetPassword}>
          Forgot your password?
        </Button>
      </div>
    </AuthForm>
  );
}
