/**
 * POST /api/account/factors { action, … }  (signed in within 5 minutes, by the server's own record)
 *   passkey-options              -> 200 { options }  (StartWebAuthnRegistration, for the browser's prompt)
 *   passkey-register {credential} -> 200 { notified }  (CompleteWebAuthnRegistration)
 *   passkey-delete {id}           -> 200 { notified }  (DeleteWebAuthnCredential)
 *   totp-setup                    -> 200 { secret }   (AssociateSoftwareToken)
 *   totp-verify {code, friendlyName?} -> 200 { notified }  (VerifySoftwareToken)
 *   mfa-preference {preference: {totp|sms|email: {enabled, preferred}}} -> 200 { notified }  (SetUserMFAPreference)
 * Each call uses the caller's own access token; after a change the owner is e-mailed (notified: whether a notice
 * went out; the change stands either way).
 * 401 signed out or session ended, 401 ReauthenticationRequired for an older sign-in, 400 a refused code or
 * passkey, 404 an unknown passkey, 429 TooManyAttempts, 503 Cognito or the table unreachable.
 */
import { authServices, requireReady } from "../../../server/auth/services";
import { requireSessionTokens } from "../../../server/auth/session";
import { sendJson } from "../../../server/http";
import { logError } from "../../../server/log";
import { apiHandler, route } from "../../../server/request/guard";
import { CHANGING_ACTIONS, changeFactor, FactorChange } from "../../../server/security/factors";
import { checkSecurityChanges, noticeAuthenticatorApp } from "../../../server/security/notices";
import { noticeDeps, requester } from "../../../server/security/services";
import { requireStepUp } from "../../../server/security/sign-in-time";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  POST: route({
    mutating: true,
    body: FactorChange,
    async run({ req, res, body }) {
      const auth = requireReady(authServices());
      const { principal, idToken, accessToken } = await requireSessionTokens(auth, req.headers);
      const deps = noticeDeps(auth, req.headers);
      await requireStepUp(deps.store, principal, idToken, Date.now());
      const result = await changeFactor(auth.gateway.client, accessToken, body);
      if (!CHANGING_ACTIONS.has(body.action)) return sendJson(res, 200, result);
      const who = requester(principal.sub, accessToken, req.headers, req.socket?.remoteAddress);
      let notified = false;
      try {
        const changes = await checkSecurityChanges(deps, who);
        notified = changes.length > 0;
        if (body.action === "totp-verify") notified = await noticeAuthenticatorApp(deps, who);
      } catch (err) {
        logError(`security notice after ${body.action} failed`, err);
      }
      sendJson(res, 200, { ...result, notified });
    },
  }),
});
