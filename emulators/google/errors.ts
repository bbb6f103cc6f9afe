/**
 * Google's error answers: the OAuth endpoints' flat `{error, error_description}`, the consent flow's
 * "Error 400: …" pages, and the Calendar API's `{"error":{"errors":[{domain,reason,message,…}],code,message}}`.
 */
import { errorPage, html, json, type HttpResponse } from "../kit";

export function oauthError(status: number, error: string, description: string): HttpResponse {
  return json(status, { error, error_description: description }, { Pragma: "no-cache" });
}

/** Google shows a page (it does not redirect) for a bad client, redirect URI, scope or parameter. */
export function authorizeErrorPage(status: number, error: string, description: string): HttpResponse {
  return html(status, errorPage(`Error ${status}: ${error}`, description));
}

export interface ApiErrorDetail {
  domain?: string;
  location?: string;
  locationType?: string;
}

export function apiError(
  status: number,
  reason: string,
  message: string,
  detail: ApiErrorDetail = {},
  headers: Record<string, string> = {},
): HttpResponse {
  const item: Record<string, string> = { domain: detail.domain ?? "global", reason, message };
  if (detail.locationType) item.locationType = detail.locationType;
  if (detail.location) item.location = detail.location;
  return json(status, { error: { errors: [item], code: status, message } }, headers);
}
