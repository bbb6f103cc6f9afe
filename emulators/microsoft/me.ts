/** GET /v1.0/me and the default calendar (/me/calendar, /me/calendars): who the token belongs to, as Graph shows it. */
import { json, type HttpRequest, type HttpResponse } from "../kit";
import { calendarIdOf } from "./accounts";
import type { MicrosoftContext } from "./context";
import { authenticate } from "./graph-auth";
import { graphHeaders, graphIds } from "./graph-errors";
import { CALENDAR_SCOPES, PROFILE_SCOPES } from "./scopes";

export function meEndpoint(ctx: MicrosoftContext, req: HttpRequest): HttpResponse {
  const caller = authenticate(ctx, req, [...PROFILE_SCOPES, ...CALENDAR_SCOPES], {
    code: "Authorization_RequestDenied",
    message: "Insufficient privileges to complete the operation.",
  });
  if (!caller.ok) return caller.response;
  const { account } = caller;
  const [givenName = account.name, ...rest] = account.name.split(" ");
  return json(
    200,
    {
      "@odata.context": `${ctx.publicUrl}/v1.0/$metadata#users/$entity`,
      businessPhones: [],
      displayName: account.name,
      givenName,
      jobTitle: null,
      mail: account.email,
      mobilePhone: null,
      officeLocation: null,
      preferredLanguage: "en-US",
      surname: rest.join(" ") || null,
      userPrincipalName: account.email,
      id: account.id,
    },
    graphHeaders(graphIds(req)),
  );
}

function calendarEntity(ctx: MicrosoftContext, accountId: string, email: string, name: string) {
  return {
    "@odata.id": `${ctx.publicUrl}/v1.0/users('${accountId}')/calendars('${calendarIdOf(accountId)}')`,
    id: calendarIdOf(accountId),
    name: "Calendar",
    color: "auto",
    hexColor: "",
    isDefaultCalendar: true,
    changeKey: "fJKVL07sbkmIfHqjbDnRgQAAAAAAAA==",
    canShare: true,
    canViewPrivateItems: true,
    canEdit: true,
    allowedOnlineMeetingProviders: ["teamsForBusiness"],
    defaultOnlineMeetingProvider: "teamsForBusiness",
    isTallyingResponses: true,
    isRemovable: false,
    owner: { name, address: email },
  };
}

/** GET /v1.0/me/calendar (one entity) or /v1.0/me/calendars (a collection of the default calendar). */
export function calendarsEndpoint(ctx: MicrosoftContext, req: HttpRequest, single: boolean): HttpResponse {
  const caller = authenticate(ctx, req, CALENDAR_SCOPES, {
    code: "ErrorAccessDenied",
    message: "Access is denied. Check credentials and try again.",
  });
  if (!caller.ok) return caller.response;
  const { account } = caller;
  const entity = calendarEntity(ctx, account.id, account.email, account.name);
  const base = `${ctx.publicUrl}/v1.0/$metadata#users('${account.id}')`;
  const body = single
    ? { "@odata.context": `${base}/calendar/$entity`, ...entity }
    : { "@odata.context": `${base}/calendars`, value: [entity] };
  return json(200, body, graphHeaders(graphIds(req)));
}
