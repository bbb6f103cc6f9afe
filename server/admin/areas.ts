/**
 * The admin API's view of the portal areas (core/portal/areas.ts is the one list): each area's id in
 * `GET /api/admin/<id>` and the descriptor the endpoint answers with. The id is the page route without the
 * `/admin/` prefix and the slashes around it (`/admin/marketing/approvals/` -> `marketing/approvals`,
 * `/crm/` -> `crm`); the portal home `/admin/` is `home`.
 */
import { PORTAL_AREAS, areaIdOf, mayUse, type Audience, type PortalArea } from "../../core/portal/areas";

export const HOME_AREA_ID = "home";

export interface AreaDescriptor {
  id: string;
  route: string;
  title: string;
  purpose: string;
  audience: Audience;
}

export { areaIdOf };

export function describeArea(area: PortalArea): AreaDescriptor {
  return {
    id: areaIdOf(area.route),
    route: area.route,
    title: area.label,
    purpose: area.purpose,
    audience: area.audience,
  };
}

const BY_ID = new Map(PORTAL_AREAS.map((area) => [areaIdOf(area.route), area]));

/** The area for an id from the URL (a trailing slash is allowed), or undefined. */
export function areaById(id: string): PortalArea | undefined {
  return BY_ID.get(id.replace(/\/+$/, ""));
}

export { mayUse };
