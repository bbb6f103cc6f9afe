/**
 * The body-parser config of the one function that speaks Cognito's wire format (src/api/account/cognito.ts):
 * JSON sent as application/x-amz-json-1.1, as amazon-cognito-identity-js sends it. Re-exported for the reason
 * function-config.ts gives.
 */
import { COGNITO_JSON } from "../security/own-account-proxy";
import { DEFAULT_BODY_LIMIT_BYTES, functionConfig } from "./body";

export const config = functionConfig(DEFAULT_BODY_LIMIT_BYTES, COGNITO_JSON);
