/** GET /calendar/v3/users/me/calendarList: the account's primary calendar only (needs a calendar or calendarlist scope). */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { authenticate, faultResponse } from "./api-auth";
import type { GoogleContext } from "./context";
import { CALENDAR_LIST_SCOPES } from "./scopes";

export function calendarListEndpoint(ctx: GoogleContext, req: HttpRequest): HttpResponse {
  const caller = authenticate(ctx, req, CALENDAR_LIST_SCOPES);
  if (!caller.ok) return caller.response;
  const faulted = faultResponse(ctx);
  if (faulted) return faulted;
  const { account } = caller;
  return json(200, {
    kind: "calendar#calendarList",
    etag: `"p3${ctx.events.version.slice(0, 12)}"`,
    nextSyncToken: Buffer.from(JSON.stringify({ l: account.id })).toString("base64url"),
    items: [
      {
        kind: "calendar#calendarListEntry",
        etag: '"1700000000000000"',
        id: account.email,
        summary: account.email,
        timeZone: ctx.timeZone,
        colorId: "14",
        backgroundColor: "#9fe1e7",
        foregroundColor: "#000000",
        selected: true,
        accessRole: "owner",
        defaultReminders: [{ method: "popup", minutes: 10 }],
        notificationSettings: { notifications: [] },
        primary: true,
        conferenceProperties: { allowedConferenceSolutionTypes: ["hangoutsMeet"] },
      },
    ],
  });
}
