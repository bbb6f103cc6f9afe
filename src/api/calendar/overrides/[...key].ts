/**
 * PUT    /api/calendar/overrides/<event key>  body { class?, attendance?, note? } -> PreferencesUpdate
 * DELETE /api/calendar/overrides/<event key>                                     -> PreferencesUpdate
 * The key is URL-encoded by the page (event keys hold ":" and provider ids may hold "/"); Gatsby decodes it. With
 * the report's query (?year&timeZone&pages) the answer carries the report after the change.
 */
import { answerChange, pathParam } from "../../../../server/calendar/handler-kit";
import { OverrideBody } from "../../../../server/calendar/requests";
import { apiHandler, route } from "../../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../../server/request/function-config";

const PREFIX = "/api/calendar/overrides/";

export default apiHandler({
  PUT: route({
    mutating: true,
    body: OverrideBody,
    run: ({ req, res, body, startedAt }) =>
      answerChange(req, res, startedAt, (sub, calendar) =>
        calendar.preferences.putOverride(sub, pathParam(req, "key", PREFIX), body),
      ),
  }),
  DELETE: route({
    mutating: true,
    run: ({ req, res, startedAt }) =>
      answerChange(req, res, startedAt, (sub, calendar) =>
        calendar.preferences.deleteOverride(sub, pathParam(req, "key", PREFIX)),
      ),
  }),
});
