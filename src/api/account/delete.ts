/**
 * POST /api/account/delete  (signed in within 5 minutes, by the server's own record) -> 200 { deleted: true }:
 * what the site keeps of the user is erased first (calendar grants revoked, every item of theirs deleted:
 * server/account/erase.ts), then Cognito's DeleteUser with the caller's own access token; the answer also clears the
 * session cookie, so nothing of the account stays usable in this browser.
 * The account is marked erased before anything goes (server/auth/account-marks.ts): every instance refuses its
 * tokens from then on. 401 signed out or session ended, 401 ReauthenticationRequired for an older sign-in, 503
 * Cognito unreachable or a calendar grant that could not be given back (GrantNotRevoked); an erasure that fails
 * answers 500 or 503 with the account and its data still there, so deleting can be tried again.
 */
import { eraseUserData } from "../../../server/account/erase";
import { MARK_MEMORY_SECONDS } from "../../../server/auth/account-marks";
import { logError } from "../../../server/log";
import { forgetSignIn } from "../../../server/auth/bff";
import { clearRefreshCookieHeader } from "../../../server/auth/refresh-cookie";
import { authServices, requireReady } from "../../../server/auth/services";
import { calendarServices } from "../../../server/calendar/services";
import { sharedDocumentClient } from "../../../server/db/client";
import { builtSiteTableSettings } from "../../../server/db/settings";
import { requireSessionTokens } from "../../../server/auth/session";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";
import { localHttpOrigin } from "../../../server/request/local-only";
import { deleteOwnAccount } from "../../../server/security/factors";
import { securityStore } from "../../../server/security/services";
import { requireStepUp } from "../../../server/security/sign-in-time";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const auth = requireReady(authServices());
      const { principal, idToken, accessToken } = await requireSessionTokens(auth, req.headers);
      await requireStepUp(securityStore(), principal, idToken, Date.now());
      const table = builtSiteTableSettings();
      const calendar = calendarServices().ready;
      // Marked first: from now on every instance refuses the account's tokens, so no request still in a page can
      // write under the partitions being erased. An erasure that fails takes the mark back (try again).
      await auth.marks.markErased(principal.sub, Math.floor(Date.now() / 1000) + MARK_MEMORY_SECONDS);
      try {
        await eraseUserData(
          {
            db: sharedDocumentClient(table),
            table: table.table,
            revokeCalendarGrants: calendar ? (sub) => calendar.connections.giveBackAll(sub) : null,
          },
          principal.sub,
        );
        await deleteOwnAccount(auth.gateway.client, accessToken);
      } catch (err) {
        await auth.marks.unmarkErased(principal.sub).catch((unmarkError: unknown) => {
          logError("account deletion: the erased mark could not be taken back after a failure", unmarkError);
        });
        throw err;
      }
      // As sign-out does: this instance forgets the sign-in at once too.
      forgetSignIn(auth, principal.originJti);
      res.setHeader("Set-Cookie", clearRefreshCookieHeader(!localHttpOrigin(req.headers)));
      sendJson(res, 200, { deleted: true });
    },
  }),
});
