/** GetUser, UpdateUserAttributes, DeleteUserAttributes, DeleteUser, attribute verification. */
import { applyAttributeWrites, validateAttributeWrites } from "../attributes";
import type { Context } from "../context";
import { Errors } from "../errors";
import type { UserRecord } from "../state";
import { authenticateAccessToken } from "../token-service";
import { attributeList, mfaView, userKey } from "../users";
import { CODE_RULE, optAttributes, optStringList, optStringMap, reqString, TOKEN_RULE } from "../validation";
import type { OperationTable } from "./types";
import { consumeCode, sendCode } from "./user-codes";

/** Removes a user and everything hanging off it (devices, codes, tokens, hosted sessions). */
export function deleteUserEverywhere(ctx: Context, user: UserRecord): void {
  const s = ctx.store.state;
  delete s.users[userKey(user.username)];
  for (const [k, d] of Object.entries(s.devices)) if (d.username === user.username) delete s.devices[k];
  for (const [k, c] of Object.entries(s.codes)) if (c.username === user.username) delete s.codes[k];
  for (const [k, f] of Object.entries(s.families)) if (f.username === user.username) delete s.families[k];
  for (const [k, h] of Object.entries(s.hostedSessions)) if (h.username === user.username) delete s.hostedSessions[k];
}

function contactAttribute(name: string): "email" | "phone_number" {
  if (name !== "email" && name !== "phone_number") {
    throw Errors.invalidParameter(`Invalid attribute name ${name}: only email and phone_number can be verified.`);
  }
  return name;
}

export const userOperations: OperationTable = {
  GetUser: {
    readonly: true,
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      return { Username: user.username, UserAttributes: attributeList(user), ...mfaView(user) };
    },
  },
  UpdateUserAttributes: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const list = optAttributes(input, "UserAttributes");
      if (!list) throw Errors.missingParameter("UserAttributes");
      optStringMap(input, "ClientMetadata");
      const writes = validateAttributeWrites(list, { admin: false });
      const pending = applyAttributeWrites(user, writes, ctx.now());
      const CodeDeliveryDetailsList = pending.map((attr) =>
        sendCode(ctx, user, "VERIFY_ATTRIBUTE", "VERIFY_ATTRIBUTE", attr),
      );
      return CodeDeliveryDetailsList.length ? { CodeDeliveryDetailsList } : {};
    },
  },
  DeleteUserAttributes: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const names = optStringList(input, "UserAttributeNames");
      if (!names) throw Errors.missingParameter("UserAttributeNames");
      for (const name of names) {
        if (name === "sub" || name === "email")
          throw Errors.invalidParameter(`Cannot delete required or non-mutable attribute ${name}.`);
      }
      for (const name of names) {
        delete user.attributes[name];
        if (name === "email" || name === "phone_number") delete user.attributes[`${name}_verified`];
        if (name === "phone_number") {
          user.mfa.smsEnabled = false;
          if (user.mfa.preferred === "SMS_MFA") delete user.mfa.preferred;
        }
      }
      user.updatedAt = ctx.now();
      return {};
    },
  },
  DeleteUser: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      deleteUserEverywhere(ctx, user);
      return {};
    },
  },
  GetUserAttributeVerificationCode: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const attribute = contactAttribute(reqString(input, "AttributeName", { max: 32 }));
      optStringMap(input, "ClientMetadata");
      if (!user.attributes[attribute]) throw Errors.invalidParameter(`The user has no ${attribute} to verify.`);
      return { CodeDeliveryDetails: sendCode(ctx, user, "VERIFY_ATTRIBUTE", "VERIFY_ATTRIBUTE", attribute) };
    },
  },
  VerifyUserAttribute: {
    commitOnError: true,
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const attribute = contactAttribute(reqString(input, "AttributeName", { max: 32 }));
      const code = reqString(input, "Code", CODE_RULE);
      consumeCode(ctx, user, "VERIFY_ATTRIBUTE", code, attribute);
      user.attributes[`${attribute}_verified`] = "true";
      user.updatedAt = ctx.now();
      return {};
    },
  },
};
