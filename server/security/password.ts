/**
 * Changing one's own password through the functions rather than from the browser straight to Cognito: here the
 * step-up rule (a sign-in within five minutes) is enforced where the browser cannot skip it, and the owner gets a
 * 'password changed' e-mail. Cognito's refusals become answers the account page can show under the right field.
 */
import type { CognitoIdentityProviderClient } from "@aws-sdk/client-cognito-identity-provider";
import { classifyCognitoError } from "../auth/cognito";
import { ApiError, ApiErrors } from "../http";
import { logError } from "../log";
import { changeOwnPassword } from "./account";

export interface PasswordChange {
  previousPassword: string;
  proposedPassword: string;
}

const fieldError = ApiErrors.invalidFields;

/** The body's fields, each checked with its own message. */
export function passwordChangeInput(body: Record<string, unknown>): PasswordChange {
  const fields: Record<string, string> = {};
  const read = (name: keyof PasswordChange, label: string) => {
    const value = body[name];
    if (typeof value !== "string" || value === "") fields[name] = `Enter your ${label}.`;
    else if (value.length > 256) fields[name] = `The ${label} is too long (at most 256 characters).`;
    return typeof value === "string" ? value : "";
  };
  const previousPassword = read("previousPassword", "current password");
  const proposedPassword = read("proposedPassword", "new password");
  if (Object.keys(fields).length) throw fieldError(fields);
  return { previousPassword, proposedPassword };
}

/** Cognito's ChangePassword refusals as the function's answers. */
export function passwordChangeError(err: unknown): ApiError {
  const e = err as { name?: string; message?: string };
  const message = typeof e?.message === "string" ? e.message : "";
  switch (e?.name) {
    case "NotAuthorizedException":
      // A wrong current password, or a session that was ended (revoked token, signed out everywhere).
      return /incorrect username or password/i.test(message)
        ? fieldError({ previousPassword: "That is not your current password." })
        : ApiErrors.invalidSession();
    case "InvalidPasswordException":
      return fieldError({ proposedPassword: message || "The new password does not meet the password rules." });
    case "InvalidParameterException":
      return ApiErrors.invalidRequest(message || "Cognito refused the request.");
    case "LimitExceededException":
    case "TooManyRequestsException":
      return new ApiError(429, "TooManyAttempts", "Too many attempts. Wait a few minutes, then try again.", {
        "Retry-After": "300",
      });
  }
  if (classifyCognitoError(err) === "misconfigured") return ApiErrors.misconfigured();
  logError("ChangePassword failed", message || err);
  return ApiErrors.unavailable();
}

export async function changePassword(
  client: CognitoIdentityProviderClient,
  accessToken: string,
  change: PasswordChange,
): Promise<void> {
  try {
    await changeOwnPassword(client, accessToken, change.previousPassword, change.proposedPassword);
  } catch (err) {
    throw passwordChangeError(err);
  }
}
