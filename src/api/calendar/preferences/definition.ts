/**
 * PUT /api/calendar/preferences/definition  body ReportDefinition -> PreferencesUpdate (with the report's query,
 * the report under the new definition).
 */
import { answerChange } from "../../../../server/calendar/handler-kit";
import { DefinitionBody } from "../../../../server/calendar/requests";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

export default apiHandler({
  PUT: route({
    mutating: true,
    body: DefinitionBody,
    run: ({ req, res, body, startedAt }) =>
      answerChange(req, res, startedAt, (sub, calendar) => calendar.preferences.putDefinition(sub, body)),
  }),
});
