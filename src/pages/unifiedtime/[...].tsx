// Client-only route: every path under this prefix renders the admin portal (see src/portal/portalPage.tsx).
import { PortalHead, PortalRoutePage } from "../../portal/portalPage";

export default PortalRoutePage;
export const Head = PortalHead;
