/**
 * The page component and head shared by the three client-only route files (admin, crm, unifiedtime): a static
 * shell with the portal loaded lazily in the browser (and fetched early, see PortalRoutePage), kept out of search
 * engines. Each is a component in a file of its own; the route files import both from here.
 */
export { PortalRoutePage } from "./PortalRoutePage";
export { PortalHead } from "./PortalHead";
