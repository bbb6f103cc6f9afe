/** DELETE /api/calendar/connections/<provider> -> ConnectionsResponse: the grant revoked where possible, tokens deleted. */
import { pathParam, signedInCalendar } from "../../../../server/calendar/handler-kit";
import { isProviderId } from "../../../../server/calendar/names";
import { ApiErrors, sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  DELETE: route({
    mutating: true,
    async run({ req, res }) {
      const { sub, calendar } = await signedInCalendar(req);
      const provider = pathParam(req, "provider", "/api/calendar/connections/");
      if (!isProviderId(provider)) throw ApiErrors.notFound("There is no such calendar provider.");
      sendJson(res, 200, await calendar.connections.disconnect(sub, provider));
    },
  }),
});
