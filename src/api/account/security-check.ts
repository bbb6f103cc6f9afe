/**
 * POST /api/account/security-check  (signed in) -> 200 { changes: ["mfa-changed" | "passkey-added" |
 *   "passkey-removed", …] }: compares the caller's MFA factors and passkeys, as Cognito reports them to their own
 *   access token, with the last look stored for them, e-mails the owner about each change and stores the new look.
 *   The account page calls it after changing MFA or passkeys; calling it at any other time reports nothing new,
 *   so a forged call cannot produce a false notice.
 * 401 signed out or session ended, 503 when Cognito or the table cannot be reached.
 */
import { authServices, requireReady } from "../../../server/auth/services";
import { requireSession, tokensFrom } from "../../../server/auth/session";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";
import { checkSecurityChanges } from "../../../server/security/notices";
import { noticeDeps, noticeError, requester } from "../../../server/security/services";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    async run({ req, res }) {
      const auth = requireReady(authServices());
      const principal = await requireSession(auth, req.headers);
      const who = requester(principal.sub, tokensFrom(req.headers).accessToken, req.headers, req.socket?.remoteAddress);
      const changes = await checkSecurityChanges(noticeDeps(auth, req.headers), who).catch((err: unknown) => {
        throw noticeError(err);
      });
      sendJson(res, 200, { changes: changes.map((c) => c.kind) });
    },
  }),
});
