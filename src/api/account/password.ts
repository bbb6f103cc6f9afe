/**
 * POST /api/account/password { previousPassword, proposedPassword }  (signed in within 5 minutes)
 *   -> 200 { notified }: Cognito's ChangePassword with the caller's own access token, then a 'password changed'
 *   e-mail to the account's verified address (notified: whether it went out; the change stands either way).
 * 401 signed out or session ended, 401 ReauthenticationRequired for an older sign-in, 400 with
 * error.details.fields.previousPassword / proposedPassword, 429 TooManyAttempts.
 */
import { z } from "zod";
import { authServices, requireReady } from "../../../server/auth/services";
import { requireSessionTokens } from "../../../server/auth/session";
import { sendJson } from "../../../server/http";
import { logError } from "../../../server/log";
import { apiHandler, route } from "../../../server/request/guard";
import { noticePasswordChanged } from "../../../server/security/notices";
import { changePassword, passwordChangeInput } from "../../../server/security/password";
import { noticeDeps, requester, securityStore } from "../../../server/security/services";
import { requireStepUp } from "../../../server/security/sign-in-time";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

// Fields are checked after the session (so a signed-out caller always gets 401), with a message per field.
const AnyObject = z.record(z.string(), z.unknown());

export default apiHandler({
  POST: route({
    mutating: true,
    body: AnyObject,
    async run({ req, res, body }) {
      const auth = requireReady(authServices());
      const { principal, idToken, accessToken } = await requireSessionTokens(auth, req.headers);
      await requireStepUp(securityStore(), principal, idToken, Date.now());
      await changePassword(auth.gateway.client, accessToken, passwordChangeInput(body));
      const who = requester(principal.sub, accessToken, req.headers, req.socket?.remoteAddress);
      let notified = false;
      try {
        notified = await noticePasswordChanged(noticeDeps(auth, req.headers), who);
      } catch (err) {
        logError("security notice after a password change failed", err);
      }
      sendJson(res, 200, { notified });
    },
  }),
});
