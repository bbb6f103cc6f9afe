/**
 * GET /api/users/list  (super admins) -> 200 { users: [{ username, email, status, enabled, groups, mfa, lastSignIn,
 * createdAt }], truncated }; 401 signed out, 403 outside Admins.
 */
import { listUsers, requireConsoleCaller } from "../../../server/users/console";
import { usersServices } from "../../../server/users/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

export default apiHandler({
  GET: route({
    mutating: false,
    async run({ req, res }) {
      await requireConsoleCaller(req.headers);
      sendJson(res, 200, await listUsers(usersServices()));
    },
  }),
});
