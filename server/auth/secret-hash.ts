/** Cognito's SECRET_HASH for app clients with a secret: Base64(HMAC-SHA256(clientSecret, username + clientId)). */
import { createHmac } from "crypto";

export function secretHash(clientSecret: string, username: string, clientId: string): string {
  return createHmac("sha256", clientSecret)
    .update(username + clientId, "utf8")
    .digest("base64");
}
