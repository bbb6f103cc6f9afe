/** POST /api/auth/revoke  (sign-out; no body) -> 204: RevokeToken with the cookie's refresh token, cookie cleared. */
import { endSession } from "../../../server/auth/bff";
import { authServices } from "../../../server/auth/services";
import { sendNoContent } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const { setCookie } = await endSession(authServices(), req.headers);
      res.setHeader("Set-Cookie", setCookie);
      sendNoContent(res);
    },
  }),
});
