/**
 * POST /api/users/action { username, action }  (super admins, signed in within 5 minutes), action one of disable,
 * enable, addAdmin, removeAdmin, resetMfa -> 200 { user, entry }. Disabling also ends every session of the user
 * (AdminUserGlobalSignOut). 401 signed out, 403 outside Admins, 400 with `details.fields`, 401
 * ReauthenticationRequired, 404 unknown user, 409 SelfProtection (disabling yourself, leaving Admins yourself) or
 * NothingToChange.
 */
import { z } from "zod";
import { actionInput, actOnUser, requireConsoleCaller } from "../../../server/users/console";
import { usersServices } from "../../../server/users/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

const AnyObject = z.record(z.string(), z.unknown());

export default apiHandler({
  POST: route({
    mutating: true,
    body: AnyObject,
    async run({ req, res, body }) {
      const caller = await requireConsoleCaller(req.headers);
      const { username, action } = actionInput(body);
      sendJson(res, 200, await actOnUser(usersServices(), caller, username, action));
    },
  }),
});
