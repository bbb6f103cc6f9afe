/**
 * Two facts about the library's session that public pages and the hosted-UI client both need, kept tiny and
 * dependency-free: a JWT's claims (decoded, not verified) and the prefix of amazon-cognito-identity-js 6.x's
 * storage keys.
 */

/** The payload of a JWT as an object; throws on anything that is not one. No signature check. */
export function decodeJwtClaims(jwt: string): Record<string, unknown> {
  const payload = jwt.split(".")[1];
  if (!payload) throw new Error("Not a JWT: it has no payload part.");
  const binary = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
  const json = decodeURIComponent(
    Array.from(binary, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""),
  );
  const claims = JSON.parse(json) as unknown;
  if (!claims || typeof claims !== "object" || Array.isArray(claims)) {
    throw new Error("Not a JWT: its payload is not an object.");
  }
  return claims as Record<string, unknown>;
}

/** CognitoUser.cacheTokens files tokens under `<prefix>.LastAuthUser` and `<prefix>.<username>.<token>`. */
export function cognitoKeyPrefix(clientId: string): string {
  return `CognitoIdentityServiceProvider.${clientId}`;
}

/** Our own key beside the library's: this user's refresh token is held by the server (see serverSession.ts). */
export const SERVER_HELD_KEY = "serverHeldRefreshToken";

/** The storage keys of amazon-cognito-identity-js 6.x (CognitoUser.cacheTokens): the username is not encoded. */
export function cognitoStorageKeys(clientId: string, username: string) {
  const prefix = cognitoKeyPrefix(clientId);
  return {
    lastAuthUser: `${prefix}.LastAuthUser`,
    idToken: `${prefix}.${username}.idToken`,
    accessToken: `${prefix}.${username}.accessToken`,
    refreshToken: `${prefix}.${username}.refreshToken`,
    clockDrift: `${prefix}.${username}.clockDrift`,
    serverHeld: `${prefix}.${username}.${SERVER_HELD_KEY}`,
  };
}
