/** Validation and application of user attribute writes (SignUp, UpdateUserAttributes, admin ops). */
import { CognitoError, Errors } from "./errors";
import type { UserRecord } from "./state";
import { isKnownAttribute, isWritableAttribute } from "./users";
import { EMAIL_PATTERN, PHONE_PATTERN, type AttributeInput } from "./validation";

export function checkAttributeValue(name: string, value: string): void {
  if (name === "email" && !EMAIL_PATTERN.test(value)) throw Errors.invalidParameter("Invalid email address format.");
  if (name === "phone_number" && !PHONE_PATTERN.test(value))
    throw Errors.invalidParameter("Invalid phone number format.");
  if ((name === "email_verified" || name === "phone_number_verified") && value !== "true" && value !== "false") {
    throw Errors.invalidParameter(`Invalid value for ${name}: must be "true" or "false".`);
  }
}

/**
 * Validates attribute writes. Users may write standard mutable and custom attributes; admins may
 * also set the *_verified flags. Returns the accepted name/value map.
 */
export function validateAttributeWrites(list: AttributeInput[], opts: { admin: boolean }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { Name, Value } of list) {
    const adminOnly = Name === "email_verified" || Name === "phone_number_verified";
    if (Name === "sub" || Name === "identities")
      throw Errors.invalidParameter(`Cannot modify the non-mutable attribute ${Name}.`);
    if (!isKnownAttribute(Name)) throw Errors.invalidParameter(`Attribute does not exist in the schema: ${Name}`);
    if (!isWritableAttribute(Name) && !(adminOnly && opts.admin)) {
      throw new CognitoError("NotAuthorizedException", `A client attempted to write unauthorized attribute ${Name}`);
    }
    checkAttributeValue(Name, Value);
    out[Name] = Value;
  }
  return out;
}

/**
 * Applies writes; changing email or phone_number resets its verified flag (unless the same write
 * sets it). Returns the contact attributes that now need verification.
 */
export function applyAttributeWrites(
  user: UserRecord,
  writes: Record<string, string>,
  now: number,
): Array<"email" | "phone_number"> {
  const needVerification: Array<"email" | "phone_number"> = [];
  for (const [name, value] of Object.entries(writes)) {
    const previous = user.attributes[name];
    user.attributes[name] = value;
    if (
      (name === "email" || name === "phone_number") &&
      previous !== value &&
      writes[`${name}_verified`] === undefined
    ) {
      user.attributes[`${name}_verified`] = "false";
      needVerification.push(name);
    }
  }
  user.updatedAt = now;
  return needVerification;
}
