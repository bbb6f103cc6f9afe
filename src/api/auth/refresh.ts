/**
 * POST /api/auth/refresh  (no body; the refresh cookie) -> 200 { idToken, accessToken, expiresIn }.
 * A refused refresh answers 401 InvalidSession and clears the cookie.
 */
import { refreshSession } from "../../../server/auth/bff";
import { authServices } from "../../../server/auth/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const tokens = await refreshSession(authServices(), req.headers);
      sendJson(res, 200, tokens);
    },
  }),
});
