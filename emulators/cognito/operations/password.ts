/** ForgotPassword, ConfirmForgotPassword, ChangePassword. */
import { Errors } from "../errors";
import { assertPasswordAcceptable } from "../password-policy";
import { checkPassword } from "../srp";
import { authenticateAccessToken } from "../token-service";
import { findUser, isVerified, maskEmail, setPassword } from "../users";
import { CODE_RULE, optStringMap, reqString, TOKEN_RULE, USERNAME_RULE } from "../validation";
import { requireClient } from "./common";
import type { OperationTable } from "./types";
import { consumeCode, sendCode } from "./user-codes";

export const passwordOperations: OperationTable = {
  ForgotPassword: {
    handler(ctx, input) {
      requireClient(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      optStringMap(input, "ClientMetadata");
      const user = findUser(ctx, username);
      if (!user) {
        if (ctx.config.preventUserExistenceErrors) {
          return {
            CodeDeliveryDetails: { Destination: maskEmail(username), DeliveryMedium: "EMAIL", AttributeName: "email" },
          };
        }
        throw Errors.usernameClientNotFound();
      }
      if (!user.enabled) throw Errors.userDisabled();
      if (!user.password)
        throw Errors.invalidParameter(
          "Cannot reset password for the user as there is no registered/verified email or phone_number",
        );
      if (isVerified(user, "email"))
        return { CodeDeliveryDetails: sendCode(ctx, user, "FORGOT_PASSWORD", "FORGOT_PASSWORD", "email") };
      if (isVerified(user, "phone_number")) {
        return { CodeDeliveryDetails: sendCode(ctx, user, "FORGOT_PASSWORD", "FORGOT_PASSWORD", "phone_number") };
      }
      throw Errors.invalidParameter(
        "Cannot reset password for the user as there is no registered/verified email or phone_number",
      );
    },
  },
  ConfirmForgotPassword: {
    commitOnError: true,
    handler(ctx, input) {
      requireClient(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      const code = reqString(input, "ConfirmationCode", CODE_RULE);
      const password = input.Password;
      optStringMap(input, "ClientMetadata");
      const user = findUser(ctx, username);
      if (!user) throw Errors.usernameClientNotFound();
      if (!user.enabled) throw Errors.userDisabled();
      // Policy first, so a rejected password does not burn the code.
      assertPasswordAcceptable(password, ctx.config.passwordPolicy);
      consumeCode(ctx, user, "FORGOT_PASSWORD", code);
      setPassword(ctx, user, password);
      if (user.status === "RESET_REQUIRED" || user.status === "FORCE_CHANGE_PASSWORD") user.status = "CONFIRMED";
      return {};
    },
  },
  ChangePassword: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const previous = input.PreviousPassword;
      const proposed = input.ProposedPassword;
      if (typeof previous !== "string" || !previous) throw Errors.missingParameter("PreviousPassword");
      if (previous.length > 256)
        throw Errors.validation("previousPassword", "Member must have length less than or equal to 256");
      if (!user.password || !checkPassword(user.password, ctx.config.poolName, user.username, previous))
        throw Errors.incorrectCredentials();
      assertPasswordAcceptable(proposed, ctx.config.passwordPolicy, "proposedPassword");
      setPassword(ctx, user, proposed);
      return {};
    },
  },
};
