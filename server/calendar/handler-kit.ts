/**
 * What every calendar handler does first, in one place so the handlers stay a few lines: the calendar services
 * (500 naming CALENDAR_TOKEN_KEY when it is unusable), the verified Cognito user whose sub keys every item, where the
 * request came from (for redirect URIs and cookies), and the path parameters Gatsby's router filled in.
 */
import { requirePortalMember } from "../auth/portal-access";
import type { IncomingHttpHeaders } from "http";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import type { PreferencesResponse, PreferencesUpdate } from "../../core/calendar/model";
import { sendJson } from "../http";
import { logError } from "../log";
import type { RequestTiming } from "./events-service";
import { asksForReport } from "./report/report-service";
import { authServices, requireReady } from "../auth/services";
import { requireSession } from "../auth/session";
import { localOnlyAllowed } from "../request/local-only";
import { builtAuthSettings } from "../settings";
import type { RequestPlace } from "./connections";
import { requireCalendar, type ReadyCalendar } from "./runtime";
import { devClockOffset } from "./dev-clock";
import { calendarServices, calendarServicesAt } from "./services";
import { callbackOrigin } from "./site-paths";

export function calendarFor(req: GatsbyFunctionRequest): ReadyCalendar {
  return requireCalendar(calendarServices(), req.headers);
}

/**
 * The calendar services and the signed-in user's sub: never a parameter of the request. In a local build the
 * services may run on the user's moved clock (dev-clock.ts).
 */
export async function signedInCalendar(req: GatsbyFunctionRequest): Promise<{ sub: string; calendar: ReadyCalendar }> {
  const calendar = calendarFor(req);
  const principal = await requireSession(requireReady(authServices()), req.headers);
  requirePortalMember(principal);
  const offset = await devClockOffset(calendar.store, principal.sub, req.headers);
  if (offset !== 0) return { sub: principal.sub, calendar: requireCalendar(calendarServicesAt(offset), req.headers) };
  return { sub: principal.sub, calendar };
}

export function requestPlace(headers: IncomingHttpHeaders): RequestPlace {
  return { origin: callbackOrigin(headers, builtAuthSettings().siteUrl), secureCookies: !localOnlyAllowed(headers) };
}

/**
 * A path parameter as Gatsby's router decoded it (`[provider]` fills params.provider, `[...key]` params.key), or,
 * where an adapter left params empty, the rest of the path after `prefix`, decoded the same way.
 */
export function pathParam(req: GatsbyFunctionRequest, name: string, prefix: string): string {
  const params = (req.params ?? {}) as Record<string, unknown>;
  const value = params[name] ?? params["*"];
  if (typeof value === "string") return value;
  const path = (req.url ?? "").split("?")[0] ?? "";
  const at = path.indexOf(prefix);
  if (at < 0) return "";
  try {
    return path
      .slice(at + prefix.length)
      .split("/")
      .map(decodeURIComponent)
      .join("/");
  } catch {
    return "";
  }
}

export function queryOf(req: GatsbyFunctionRequest): Record<string, unknown> {
  return (req.query ?? {}) as Record<string, unknown>;
}

/**
 * A change to the report's settings, answered with the settings and, when the page named its report
 * (?year&timeZone&pages), the report after the change: one request. The query is read before the change, so a bad
 * one changes nothing; a report that cannot be computed just now leaves it out (the page asks for it again).
 */
export async function answerChange(
  req: GatsbyFunctionRequest,
  res: GatsbyFunctionResponse,
  startedAt: number,
  change: (sub: string, calendar: ReadyCalendar) => Promise<PreferencesResponse>,
): Promise<void> {
  const { sub, calendar } = await signedInCalendar(req);
  const query = asksForReport(queryOf(req)) ? calendar.report.query(queryOf(req)) : null;
  const preferences = await change(sub, calendar);
  if (!query) return sendJson(res, 200, preferences);
  const answer: PreferencesUpdate = { ...preferences };
  try {
    answer.report = await calendar.report.report(sub, query, spentSince(startedAt));
  } catch (err) {
    logError("calendar: the report after a change could not be computed; the page asks for it again", err);
  }
  sendJson(res, 200, answer);
}

/** What a function spent since `startedAt` (Date.now() when it was entered), for the calendars' deadline. */
export function spentSince(startedAt: number): RequestTiming {
  return { spentMs: Date.now() - startedAt };
}
