/**
 * The admin portal (client-only routes under /admin/, /crm/ and /unifiedtime/): sign-in check, then the page of
 * the path (PortalRouter), or 'not authorized' for a super-admin area when the user is not in the Admins group. The
 * menu is filled from the id token for speed; the group rule is enforced in PortalRouter and, for data, in the
 * functions. PortalRoutePage imports this module lazily: the portal's code loads only on its routes.
 */
import AppStoreProvider from "../state/AppStoreProvider";
import Notifications from "../components/Notifications";
import SessionTimeoutWhenSignedIn from "../auth/session/SessionTimeoutWhenSignedIn";
import ProtectedPage from "../auth/ProtectedPage";
import { AuthProvider } from "../auth/useAuthenticator";
import { PortalRouter } from "./PortalRouter";

export default function Portal({ path }: { path: string }) {
  return (
    <AppStoreProvider>
      <AuthProvider>
        <Notifications />
        <SessionTimeoutWhenSignedIn />
        <ProtectedPage path={path}>
          {({ user, signOut }) => (user ? <PortalRouter path={path} user={user} signOut={signOut} /> : null)}
        </ProtectedPage>
      </AuthProvider>
    </AppStoreProvider>
  );
}
