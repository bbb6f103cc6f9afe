/**
 * The portal page of a path, for a signed-in user: the account page, a calendar page, an area's page, 'not found', or
 * 'not authorized' for a super-admin area when the user is not in the Admins group. The server's verdict on the area
 * (ServerVerdict) wraps every area page. The heavier pages are lazy chunks, each loaded only on its own route.
 */
import { Suspense } from "react";
import { lazyComponent } from "../loading/lazyComponent";
import type { AuthUser } from "../auth/flow/types";
import { ACCOUNT_ROUTE, areaFor, mayUse, normalizePath } from "../../core/portal/areas";
import AreaPage from "./AreaPage";
import DeveloperTools from "./DeveloperTools";
import NotAuthorized from "./NotAuthorized";
import ServerVerdict from "./ServerVerdict";
import PortalHome from "./PortalHome";
import LoadingScreen from "../components/loading/LoadingScreen";
import CalendarLoadingScreen from "../calendar/CalendarLoadingScreen";
import { calendarPageOf } from "../calendar/routes";
import PortalNotFound from "./PortalNotFound";

// The account page brings the account services and six forms: only its own route loads them.
const AccountPage = lazyComponent(() => import("./account/AccountPage"));
// The user console (super admins) loads only on /admin/users/.
const UserConsole = lazyComponent(() => import(/* webpackChunkName: "user-console" */ "./users/UserConsole"));
// The calendar tool (its pages, report and API client) loads only on the /unifiedtime/ pages.
const UnifiedTimeApp = lazyComponent(
  () => import(/* webpackChunkName: "unifiedtime" */ "../calendar/screens/UnifiedTimeApp"),
);

export function PortalRouter({ path, user, signOut }: { path: string; user: AuthUser; signOut: () => Promise<void> }) {
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
