/**
 * The checks in front of every read of a calendar's events (calendarView and its delta), in Graph's order: the
 * token and its scope, a mailbox behind the account, the calendar id when the path names one, then the fault switch.
 */
import type { HttpRequest, HttpResponse } from "../kit";
import type { FixtureAccount } from "../kit/oauth";
import { calendarIdOf } from "./accounts";
import type { MicrosoftContext } from "./context";
import { authenticate, faultResponse } from "./graph-auth";
import { graphError } from "./graph-errors";
import { CALENDAR_SCOPES } from "./scopes";

export type CalendarAccess = { ok: true; account: FixtureAccount } | { ok: false; response: HttpResponse };

export function calendarAccess(ctx: MicrosoftContext, req: HttpRequest, calendarId: string | null): CalendarAccess {
  const caller = authenticate(ctx, req, CALENDAR_SCOPES, {
    code: "ErrorAccessDenied",
    message: "Access is denied. Check credentials and try again.",
  });
  if (!caller.ok) return caller;
  const { account } = caller;
  const refuse = (code: string, message: string): CalendarAccess => ({
    ok: false,
    response: graphError(req, ctx.now(), 404, code, message),
  });
  if (account.noMailbox)
    return refuse(
      "MailboxNotEnabledForRESTAPI",
      "The mailbox is either inactive, soft-deleted, or is hosted on-premise.",
    );
  if (calendarId !== null && calendarId !== calendarIdOf(account.id))
    return refuse("ErrorItemNotFound", "The specified object was not found in the store.");
  const faulted = faultResponse(ctx, req);
  if (faulted) return { ok: false, response: faulted };
  return { ok: true, account };
}
