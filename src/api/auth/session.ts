/**
 * GET  /api/auth/session  who is asking: `Authorization: Bearer <id token>` + `X-Access-Token: <access token>`
 *                         -> 200 { username, groups, superAdmin }
 * POST /api/auth/session  after any sign-in: { idToken, accessToken, refreshToken } -> 200 (same body, with
 *                         `contact`: which of the e-mail and phone Cognito holds as verified, from the GetUser the
 *                         revocation check made, so the browser's contact check asks nothing more), and the
 *                         refresh token moves into the HttpOnly cookie (the browser then forgets it); a browser
 *                         without a device cookie gets one, a sign-in from a browser new to the account is
 *                         e-mailed to its owner, and the sign-in's time is recorded for step-up (server/security).
 */
import { z } from "zod";
import { startSession } from "../../../server/auth/bff";
import { clearLegacyCookieHeaders } from "../../../server/auth/refresh-cookie";
import { localHttpOrigin } from "../../../server/request/local-only";
import { authServices, requireReady } from "../../../server/auth/services";
import { sharedUserReads } from "../../../server/auth/cognito";
import { MAX_TOKEN_LENGTH, requireSession, sessionView } from "../../../server/auth/session";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";
import { recordSignInQuietly } from "../../../server/users/signins";
import { noticeSignInQuietly } from "../../../server/security/services";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

const token = z.string().min(1).max(MAX_TOKEN_LENGTH);
const SessionBody = z.strictObject({ idToken: token, accessToken: token, refreshToken: z.string().min(1).max(2800) });

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const principal = await requireSession(requireReady(authServices()), req.headers);
      sendJson(res, 200, sessionView(principal));
    },
  }),
  POST: route({
    mutating: true,
    body: SessionBody,
    async run({ req, res, body }) {
      // One GetUser for the revocation check, the contact status and the security look.
      const services = authServices();
      const auth = requireReady(services);
      const reads = sharedUserReads(auth.gateway);
      const { principal, setCookie, contact } = await startSession(services, req.headers, body, reads);
      // The user console's 'last sign-in' and the new-device notice (best effort: never fail the sign-in).
      const [, deviceCookie] = await Promise.all([
        recordSignInQuietly(principal, body.idToken),
        noticeSignInQuietly(auth, req.headers, req.socket?.remoteAddress, principal, body, reads),
      ]);
      const legacy = clearLegacyCookieHeaders(!localHttpOrigin(req.headers));
      res.setHeader("Set-Cookie", [setCookie, ...(deviceCookie ? [deviceCookie] : []), ...legacy]);
      sendJson(res, 200, { ...sessionView(principal), ...(contact ? { contact } : {}) });
    },
  }),
});
