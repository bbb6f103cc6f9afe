/**
 * What amazon-cognito-identity-js exports at runtime (es/index.js) but leaves out of its typings, for the sign-ins
 * it cannot start itself (choiceSignIn.ts), which end as its own do (cognitoServices.ts).
 */
import "amazon-cognito-identity-js";

declare module "amazon-cognito-identity-js" {
  /** The SRP helper; here only for hashing a new device's verifier (generateHashDevice). */
  export class AuthenticationHelper {
    constructor(poolName: string);
  }
}
