/**
 * Settings the functions were built with. Gatsby bakes each `process.env.NAME` written out literally into the
 * function bundle at build time (a bare `process.env` is an empty object there), hence the explicit list.
 */
import { cognitoSettingsFrom, type CognitoSettings } from "../src/config/cognito";

export function builtCognitoSettings(): CognitoSettings {
  return cognitoSettingsFrom({
    GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
    GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
    GATSBY_COGNITO_ENDPOINT: process.env.GATSBY_COGNITO_ENDPOINT,
    GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
  });
}
