/**
 * GET /api/contact/token -> 200 { token, minFillSeconds }: the contact form's fill-time token for the page's script.
 * `?as=image`: a 1×1 GIF setting it as the HttpOnly cookie nw_contact (the <noscript> path). See
 * server/contact/token-handler.ts.
 */
import { tokenHandler } from "../../../server/contact/token-handler";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default tokenHandler();
