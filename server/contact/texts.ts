/**
 * What the visitor reads when a contact request is not sent, under the heading "Your message was not sent": one
 * sentence per reason, each saying that their text is kept and what to do, with the site's other ways to reach a person. Pure (no I/O), so the tests can compare.
 */
import { site } from "../../core/config/site";
import { CONTACT_LIMITS, type LimitScope } from "./limits";

const ALTERNATIVES = `e-mail us at ${site.email} or call ${site.phone}`;

export const MESSAGES = {
  honeypot:
    "The field “Leave this field empty” was filled in, which only automated programs do. Empty it and send the form again.",
  tooFast:
    "The form came back faster than a person can fill it in, which looks automated. Check your details and send it again.",
  expired: "This form was opened more than a day ago, so it has to be sent again. Your text is still here.",
  check: "The form's check against automated messages was missing or damaged. Your text is still here: send it again.",
  delivery: `We could not send your message just now: our mail server did not accept it. Your text is still in the form: try again in a few minutes, or ${ALTERNATIVES}.`,
  misconfigured: `The contact form cannot send messages right now. Your text is still in the form: please ${ALTERNATIVES}.`,
  unavailable: `The contact form is briefly unavailable. Your text is still in the form: try again in a minute, or ${ALTERNATIVES}.`,
} as const;

export function rateLimitMessage(scope: LimitScope, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const limit = CONTACT_LIMITS[scope].limit;
  const who = scope === "email" ? "this e-mail address" : "your network";
  return `Too many messages from ${who} this hour (we accept ${limit} an hour). Your text is still in the form: send it again in ${minutes} minute${minutes === 1 ? "" : "s"}, or ${ALTERNATIVES}.`;
}
