/**
 * POST /api/auth/refresh  (no body; the refresh cookie) -> 200 { idToken, accessToken, expiresIn }.
 * A refused refresh answers 401 InvalidSession and clears the cookie. Each refresh also compares the account's
 * sign-in methods with the last look and e-mails the owner about any change (server/security).
 */
import { refreshSession } from "../../../server/auth/bff";
import { verifiedClaim } from "../../../server/auth/claims";
import { authServices, requireReady } from "../../../server/auth/services";
import { issuedAccessToken } from "../../../server/auth/session";
import { checkSecurityQuietly } from "../../../server/security/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const tokens = await refreshSession(authServices(), req.headers);
      // A sign-in method changed anywhere (even straight at Cognito) is e-mailed at the next refresh at the latest.
      const sub = verifiedClaim(tokens.idToken, "sub");
      const auth = requireReady(authServices());
      if (typeof sub === "string")
        await checkSecurityQuietly(
          auth,
          req.headers,
          req.socket?.remoteAddress,
          sub,
          issuedAccessToken(auth, tokens.accessToken),
        );
      sendJson(res, 200, tokens);
    },
  }),
});
