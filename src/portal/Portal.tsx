/**
 * The admin portal (client-only routes under /admin/, /crm/ and /unifiedtime/): sign-in check, then the page of
 * the path, or 'not authorized' for a super-admin area when the user is not in the Admins group. The menu is
 * filled from the id token for speed; the group rule is enforced here and, for data, in the functions.
 */
import React, { Suspense, lazy } from "react";
import Notifications from "../components/Notifications";
import SessionTimeoutWhenSignedIn from "../auth/SessionTimeoutWhenSignedIn";
import ProtectedPage from "../auth/ProtectedPage";
import { AuthProvider, useAuthRuntime } from "../auth/useAuthenticator";
import type { AuthUser } from "../auth/flow/types";
import { ACCOUNT_ROUTE, areaFor, mayUse, normalizePath } from "../../core/portal/areas";
import AreaPage from "./AreaPage";
import NotAuthorized from "./NotAuthorized";
import ServerVerdict from "./ServerVerdict";
import PortalHome from "./PortalHome";
import LoadingScreen from "../components/loading/LoadingScreen";
import CalendarLoadingScreen from "../calendar/CalendarLoadingScreen";
import { calendarPageOf } from "../calendar/routes";
import PortalNotFound from "./PortalNotFound";

// The account page brings the account services and six forms: only its own route loads them.
const AccountPage = lazy(() => import("./account/AccountPage"));
// The identity-pool SDK (about 47 kB gzipped) loads only on the developer page.
const DeveloperPanel = lazy(() => import(/* webpackChunkName: "developer-panel" */ "./developer/DeveloperPanel"));
// The calendar tool (its pages, report and API client) loads only on the /unifiedtime/ pages.
// The user console (super admins) loads only on /admin/users/.
const UserConsole = lazy(() => import(/* webpackChunkName: "user-console" */ "./users/UserConsole"));
const UnifiedTimeApp = lazy(() => import(/* webpackChunkName: "unifiedtime" */ "../calendar/screens/UnifiedTimeApp"));

function DeveloperTools() {
  const runtime = useAuthRuntime();
  return (
    <Suspense fallback={<p role="status">Loading the developer tools…</p>}>
      <DeveloperPanel getIdToken={() => runtime.services.sessionTokens().then((tokens) => tokens.idToken)} />
    </Suspense>
  );
}

export function PortalPage({ path, user, signOut }: { path: string; user: AuthUser; signOut: () => Promise<void> }) {
  const normalized = normalizePath(path);
  if (normalized === ACCOUNT_ROUTE) {
    return (
      <Suspense fallback={<LoadingScreen label="Account security" />}>
        <AccountPage user={user} signOut={signOut} />
      </Suspense>
    );
  }
  const calendarPage = calendarPageOf(normalized);
  // The five calendar pages are the /unifiedtime/ area's: same audience, same server check.
  const area = calendarPage ? areaFor("/unifiedtime/") : areaFor(normalized);
  if (!area) return <PortalNotFound path={normalized} />;
  if (!mayUse(area, user.groups)) return <NotAuthorized area={area} user={user} />;
  const page =
    area.route === "/admin/" ? (
      <PortalHome user={user} />
    ) : calendarPage ? (
      <Suspense fallback={<CalendarLoadingScreen label="UnifiedTime" />}>
        <UnifiedTimeApp page={calendarPage} purpose={area.purpose} />
      </Suspense>
    ) : area.route === "/admin/developer/" ? (
      <AreaPage area={area}>
        <DeveloperTools />
      </AreaPage>
    ) : area.route === "/admin/users/" ? (
      <AreaPage area={area}>
        <Suspense fallback={<p role="status">Loading the user console…</p>}>
          <UserConsole username={user.username} signOut={signOut} />
        </Suspense>
      </AreaPage>
    ) : (
      <AreaPage area={area} />
    );
  return (
    <ServerVerdict area={area} user={user} signOut={signOut}>
      {page}
    </ServerVerdict>
  );
}

export default function Portal({ path }: { path: string }) {
  return (
    <AuthProvider>
      <Notifications />
      <SessionTimeoutWhenSignedIn />
      <ProtectedPage path={path}>
        {({ user, signOut }) => (user ? <PortalPage path={path} user={user} signOut={signOut} /> : null)}
      </ProtectedPage>
    </AuthProvider>
  );
}
