/**
 * POST /api/contact: the contact form. A plain form post (no JavaScript) gets an HTML page back: the thank-you, or
 * the form again with the visitor's values and the problem. The page's JSON call gets 200 { sent, acknowledged } or
 * the error shape: 400 InvalidFields { details.fields, details.token } | SpamSuspected | TooFast | FormExpired |
 * FormCheckFailed, 429 TooManyMessages (Retry-After), 502 DeliveryFailed, 503 ServiceUnavailable, 500
 * ServerMisconfigured; every refusal carries a token for sending again. See server/contact/.
 */
import { contactHandler } from "../../server/contact/handler";

// The contact form's body limits (see server/contact/function-config.ts for why it is re-exported).
export * from "../../server/contact/function-config";

export default contactHandler();
