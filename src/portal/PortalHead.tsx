/** The head of the three client-only route files (admin, crm, unifiedtime): title by path, no search indexing. */
import type { HeadFC } from "gatsby";
import Seo from "../components/Seo";
import { normalizePath, portalTitle } from "../../core/portal/areas";
import { site } from "../../core/config/site";

export const PortalHead: HeadFC = ({ location }) => (
  <Seo
    title={portalTitle(location.pathname)}
    description={`The ${site.brand} admin portal, for authorized administrators only.`}
    noRobots
    pathname={normalizePath(location.pathname)}
  />
);
