/**
 * POST /api/auth/revoke  (sign-out; no body) -> 200 { revoked: true } when Cognito revoked the cookie's refresh
 * token (or there was none), 202 { revoked: false, queued } when it could not yet: the token is then refused by
 * /api/auth/refresh and revoked later (server/auth/sign-out.ts). Every answer, errors too, clears the cookie.
 */
import { endSession } from "../../../server/auth/bff";
import { clearLegacyCookieHeaders } from "../../../server/auth/refresh-cookie";
import { authServices } from "../../../server/auth/services";
import { localHttpOrigin } from "../../../server/request/local-only";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const { setCookie, ...result } = await endSession(authServices(), req.headers);
      res.setHeader("Set-Cookie", [setCookie, ...clearLegacyCookieHeaders(!localHttpOrigin(req.headers))]);
      sendJson(res, result.revoked ? 200 : 202, result);
    },
  }),
});
