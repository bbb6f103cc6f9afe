/**
 * POST /api/account/cognito  (Cognito's wire format: X-Amz-Target, JSON 1.1 with the caller's AccessToken, split
 * or as issued) -> Cognito's own answer, for the operations server/security/own-account-proxy.ts forwards.
 * 400 NotAuthorizedException for anything else or a token that is not this site's, 400 InvalidParameterException or
 * SerializationException for a field the operation does not take or of the wrong type (only parsed fields are
 * forwarded), 401 ReauthenticationRequired for a change of e-mail address or phone number, or a device marked
 * remembered, with a sign-in older than 5 minutes, 503 when Cognito, its keys or the site table are unreachable.
 * A change of e-mail address or phone number is e-mailed to the last verified address (contact-notices.ts).
 * The account page's amazon-cognito-identity-js uses this URL as its endpoint (src/auth/cognito/services.ts).
 */
import type { GatsbyFunctionResponse } from "gatsby";
import { z } from "zod";
import { userPoolApiUrl } from "../../../server/auth/cognito";
import { authServices, requireReady } from "../../../server/auth/services";
import { issuedAccessToken } from "../../../server/auth/session";
import { ApiError } from "../../../server/http";
import { logError } from "../../../server/log";
import { apiHandler, route } from "../../../server/request/guard";
import {
  COGNITO_JSON,
  cognitoError,
  forward,
  planCall,
  type CognitoError,
} from "../../../server/security/own-account-proxy";
import { aroundContactChange } from "../../../server/security/contact-notices";
import { noticeDeps, requester, securityStore } from "../../../server/security/services";
import { requireStepUp } from "../../../server/security/sign-in-time";

// The body-parser config for Cognito's media type (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/cognito-function-config";

function sendCognito(res: GatsbyFunctionResponse, status: number, contentType: string, body: string): void {
  res.setHeader("Content-Type", contentType);
  res.status(status).send(body);
}

const sendError = (res: GatsbyFunctionResponse, e: CognitoError) => {
  res.setHeader("x-amzn-ErrorType", e.type);
  sendCognito(res, e.status, COGNITO_JSON, JSON.stringify({ __type: e.type, message: e.message }));
};

export default apiHandler(
  {
    POST: route({
      mutating: true,
      // Any JSON: planCall refuses what the operation does not take, in Cognito's error format.
      body: z.unknown(),
      async run({ req, res, body }) {
        const auth = requireReady(authServices());
        const plan = planCall(req.headers["x-amz-target"], body);
        if (plan.kind === "refuse") return sendError(res, plan.error);
        const accessToken = issuedAccessToken(auth, plan.accessToken);
        const claims = await auth.verifier.verifyAccess(accessToken).catch((err: unknown) => {
          // The keys unreachable is an outage (503), not a bad token: the page must not sign the user out for it.
          if (err instanceof ApiError && err.status !== 401) throw err;
          return null;
        });
        if (!claims) return sendError(res, cognitoError(400, "NotAuthorizedException", "Invalid Access Token"));
        if (plan.stepUp) {
          try {
            await requireStepUp(securityStore(), claims, accessToken, Date.now());
          } catch (err) {
            if (!(err instanceof ApiError)) throw err;
            return sendError(res, cognitoError(err.status, err.code, err.message));
          }
        }
        const send = () => forward(userPoolApiUrl(auth.settings.cognito), plan.operation, plan.params, accessToken);
        try {
          const answer = plan.contact
            ? await aroundContactChange(
                noticeDeps(auth, req.headers),
                requester(claims.sub, accessToken, req.headers, req.socket?.remoteAddress),
                plan.contact,
                send,
              )
            : await send();
          sendCognito(res, answer.status, answer.contentType, answer.body);
        } catch (err) {
          logError(`account proxy: ${plan.operation} could not be made`, err);
          sendError(
            res,
            cognitoError(503, "ServiceUnavailable", "The sign-in service cannot be reached. Try again shortly."),
          );
        }
      },
    }),
  },
  { bodyTypes: [COGNITO_JSON] },
);
