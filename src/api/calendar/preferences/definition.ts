/** PUT /api/calendar/preferences/definition  body ReportDefinition -> PreferencesResponse. */
import { signedInCalendar } from "../../../../server/calendar/handler-kit";
import { DefinitionBody } from "../../../../server/calendar/requests";
import { sendJson } from "../../../../server/http";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  PUT: route({
    mutating: true,
    body: DefinitionBody,
    async run({ req, res, body }) {
      const { sub, calendar } = await signedInCalendar(req);
      sendJson(res, 200, await calendar.preferences.putDefinition(sub, body));
    },
  }),
});
