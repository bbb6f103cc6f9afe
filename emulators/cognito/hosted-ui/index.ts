/** Routes of the hosted UI (same origin as the API, like a Cognito domain). */
import type { Context } from "../context";
import type { HttpRequest, HttpResponse } from "../../kit";
import { googleChooserPage, googleChooserSubmit, GOOGLE_CHOOSER_PATH, idpResponse } from "./google";
import { authorize, challengeSubmit, loginPage, loginSubmit } from "./login";
import { logout } from "./logout";
import { revokeEndpoint, tokenEndpoint, userInfoEndpoint } from "./token";

export type Route = (ctx: Context, req: HttpRequest) => HttpResponse;

/** "METHOD path" -> handler. */
export const HOSTED_UI_ROUTES: Record<string, Route> = {
  "GET /oauth2/authorize": authorize,
  "GET /authorize": authorize,
  "GET /login": loginPage,
  "POST /login": loginSubmit,
  "POST /login/challenge": challengeSubmit,
  [`GET ${GOOGLE_CHOOSER_PATH}`]: googleChooserPage,
  [`POST ${GOOGLE_CHOOSER_PATH}`]: googleChooserSubmit,
  "GET /oauth2/idpresponse": idpResponse,
  "POST /oauth2/token": tokenEndpoint,
  "POST /oauth2/revoke": revokeEndpoint,
  "GET /oauth2/userInfo": userInfoEndpoint,
  "POST /oauth2/userInfo": userInfoEndpoint,
  "GET /logout": logout,
};

/** Endpoints that browsers call with fetch (CORS applies). */
export const CORS_ROUTES = new Set(["/oauth2/token", "/oauth2/revoke", "/oauth2/userInfo"]);
