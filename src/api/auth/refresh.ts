/**
 * POST /api/auth/refresh  (no body; the refresh cookie) -> 200 { idToken, accessToken, expiresIn }.
 * A refused refresh answers 401 InvalidSession and clears the cookie; past the session's idle or absolute limit it
 * answers 401 SessionIdle or SessionLimit with the sentence the page shows, and gives the refresh token back. A
 * refresh re-seals the cookie with its time (the idle limit runs from the last one). Each refresh also compares the account's
 * sign-in methods with the last look and e-mails the owner about any change (server/security).
 */
import { refreshSession } from "../../../server/auth/bff";
import { authServices, requireReady } from "../../../server/auth/services";
import { checkSecurityQuietly } from "../../../server/security/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const refreshed = await refreshSession(authServices(), req.headers);
      // A sign-in method changed anywhere (even straight at Cognito) is e-mailed at the next refresh at the latest.
      await checkSecurityQuietly(
        requireReady(authServices()),
        req.headers,
        req.socket?.remoteAddress,
        refreshed.sub,
        refreshed.issuedAccessToken,
      );
      res.setHeader("Set-Cookie", refreshed.setCookie);
      sendJson(res, 200, refreshed.page);
    },
  }),
});
