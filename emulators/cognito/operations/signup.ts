/** SignUp, ConfirmSignUp, ResendConfirmationCode. */
import { applyAttributeWrites, validateAttributeWrites } from "../attributes";
import { CognitoError, Errors } from "../errors";
import { assertPasswordAcceptable } from "../password-policy";
import { findUser, newUser, setPassword, userKey } from "../users";
import {
  CODE_RULE,
  EMAIL_PATTERN,
  optAttributes,
  optBool,
  optStringMap,
  reqString,
  USERNAME_RULE,
} from "../validation";
import { requireClient } from "./common";
import type { OperationTable } from "./types";
import { consumeCode, sendCode } from "./user-codes";

export const signUpOperations: OperationTable = {
  SignUp: {
    handler(ctx, input) {
      requireClient(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      const password = input.Password;
      if (typeof password !== "string" || !password) throw Errors.missingParameter("Password");
      const attributes = optAttributes(input, "UserAttributes") ?? [];
      optAttributes(input, "ValidationData");
      optStringMap(input, "ClientMetadata");
      if (!EMAIL_PATTERN.test(username)) throw Errors.invalidParameter("Username should be an email.");
      if (findUser(ctx, username)) throw Errors.usernameExists();
      assertPasswordAcceptable(password, ctx.config.passwordPolicy);
      const writes = validateAttributeWrites(attributes, { admin: false });
      if (writes.email && writes.email.toLowerCase() !== username.toLowerCase()) {
        throw Errors.invalidParameter(
          "The email attribute must match the username (usernames are e-mail addresses in this pool).",
        );
      }
      const user = newUser(ctx, { username, status: "UNCONFIRMED", attributes: {} });
      applyAttributeWrites(user, { email: username, ...writes, email_verified: "false" }, ctx.now());
      if (user.attributes.phone_number) user.attributes.phone_number_verified = "false";
      setPassword(ctx, user, password);
      ctx.store.state.users[userKey(username)] = user;
      const CodeDeliveryDetails = sendCode(ctx, user, "SIGN_UP", "SIGN_UP", "email");
      return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails };
    },
  },
  ConfirmSignUp: {
    commitOnError: true,
    handler(ctx, input) {
      requireClient(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      const code = reqString(input, "ConfirmationCode", CODE_RULE);
      optBool(input, "ForceAliasCreation");
      optStringMap(input, "ClientMetadata");
      const user = findUser(ctx, username);
      if (!user) throw Errors.usernameClientNotFound();
      if (user.status !== "UNCONFIRMED") {
        throw new CognitoError("NotAuthorizedException", `User cannot be confirmed. Current status is ${user.status}`);
      }
      consumeCode(ctx, user, "SIGN_UP", code);
      user.status = "CONFIRMED";
      user.attributes.email_verified = "true";
      user.updatedAt = ctx.now();
      return {};
    },
  },
  ResendConfirmationCode: {
    handler(ctx, input) {
      requireClient(ctx, input);
      const username = reqString(input, "Username", USERNAME_RULE);
      optStringMap(input, "ClientMetadata");
      const user = findUser(ctx, username);
      if (!user) throw Errors.usernameClientNotFound();
      if (user.status !== "UNCONFIRMED") throw Errors.invalidParameter("User is already confirmed.");
      return { CodeDeliveryDetails: sendCode(ctx, user, "SIGN_UP", "RESEND_CODE", "email") };
    },
  },
};
