/** The browser part of /login/: finishes a hosted-UI return, then offers every way to sign in. */
import AppStoreProvider from "../../state/AppStoreProvider";
import Notifications from "../../components/Notifications";
import SessionTimeoutWhenSignedIn from "../session/SessionTimeoutWhenSignedIn";
import HostedUiReturn from "../hostedUi/HostedUiReturn";
import LoginPanel from "./LoginPanel";
import { AuthProvider } from "../useAuthenticator";

export default function LoginExperience({ search }: { search: string }) {
  return (
    <AppStoreProvider>
      <AuthProvider>
        <Notifications />
        <SessionTimeoutWhenSignedIn />
        <HostedUiReturn search={search} />
        <LoginPanel from="/login/" />
      </AuthProvider>
    </AppStoreProvider>
  );
}
