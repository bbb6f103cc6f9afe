/**
 * GET /api/admin/<area>  (e.g. /api/admin/expenses, /api/admin/marketing/approvals, /api/admin/home) with the
 * session headers of GET /api/auth/session -> 200 { id, route, title, purpose, audience };
 * 401 signed out or bad token, 404 unknown area, 403 a super-admin area for someone outside Admins.
 * Gatsby routes every path under /api/admin/ here (`admin/*area`).
 */
import { requirePortalMember } from "../../../server/auth/portal-access";
import { areaById, describeArea, mayUse } from "../../../server/admin/areas";
import { authServices, requireReady } from "../../../server/auth/services";
import { requireSession } from "../../../server/auth/session";
import { ApiErrors, sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

/** The splat from Gatsby's router, or from the path when an adapter did not fill req.params. */
function areaIdFrom(params: Record<string, string> | undefined, url: string | undefined): string {
  const fromParams = params?.area ?? params?.["*"];
  if (typeof fromParams === "string") return fromParams;
  const path = (url ?? "").split("?")[0] ?? "";
  return path.replace(/^.*?\/api\/admin\/?/, "");
}

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      const principal = await requireSession(requireReady(authServices()), req.headers);
      requirePortalMember(principal);
      const area = areaById(areaIdFrom(req.params, req.url));
      if (!area) throw ApiErrors.notFound("There is no such admin area.");
      if (!mayUse(area, principal.groups))
        throw ApiErrors.forbidden("This area is for super admins (the Admins group).");
      sendJson(res, 200, describeArea(area));
    },
  }),
});
