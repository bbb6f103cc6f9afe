/**
 * POST /api/users/invite { email }  (super admins, signed in within 5 minutes) -> 201 { user, entry }: AdminCreateUser
 * with the address as user name; Cognito mails a temporary password, and the first sign-in asks for a new one.
 * 401 signed out, 403 outside Admins, 400 { error.details.fields.email } bad address, 401 ReauthenticationRequired
 * for an older sign-in, 409 UserExists.
 */
import { z } from "zod";
import { inviteInput, inviteUser, requireConsoleCaller } from "../../../server/users/console";
import { usersServices } from "../../../server/users/services";
import { sendJson } from "../../../server/http";
import { apiHandler, route } from "../../../server/request/guard";

// The functions' body limits (see server/request/function-config.ts for why it is re-exported).
export * from "../../../server/request/function-config";

// Fields are checked after the session (so a signed-out caller always gets 401), with a message per field.
const AnyObject = z.record(z.string(), z.unknown());

export default apiHandler({
  POST: route({
    mutating: true,
    body: AnyObject,
    async run({ req, res, body }) {
      const caller = await requireConsoleCaller(req.headers);
      const { email } = inviteInput(body);
      sendJson(res, 201, await inviteUser(usersServices(), caller, email));
    },
  }),
});
