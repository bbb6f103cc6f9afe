/** Every operation the emulator answers, keyed by the X-Amz-Target operation name. */
import { adminOperations } from "./admin";
import { authOperations } from "./auth";
import { deviceOperations } from "./devices";
import { identityOperations } from "./identity";
import { mfaOperations } from "./mfa";
import { passwordOperations } from "./password";
import { signUpOperations } from "./signup";
import { tokenOperations } from "./tokens";
import type { OperationTable } from "./types";
import { userOperations } from "./user";
import { webAuthnOperations } from "./webauthn";

export const OPERATIONS: OperationTable = {
  ...authOperations,
  ...signUpOperations,
  ...passwordOperations,
  ...userOperations,
  ...mfaOperations,
  ...deviceOperations,
  ...tokenOperations,
  ...adminOperations,
  ...webAuthnOperations,
};

/** The identity-pool API (`AWSCognitoIdentityService.<Operation>`), served on the same endpoint. */
export const IDENTITY_OPERATIONS: OperationTable = { ...identityOperations };

export type { OperationDef, OperationTable, RequestMeta } from "./types";
