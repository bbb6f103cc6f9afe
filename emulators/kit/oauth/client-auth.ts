/**
 * The client authentication both token endpoints accept: client_secret_post (the form's client_id and
 * client_secret) and client_secret_basic (HTTP Basic, RFC 6749 §2.3.1: form-urlencoded id and secret).
 */
import { timingSafeEqual } from "node:crypto";
import type { HttpRequest } from "../http";

export interface ClientCredentials {
  clientId: string | null;
  clientSecret: string | null;
}

export interface RegisteredClient {
  clientId: string;
  clientSecret: string;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

export function clientCredentials(req: HttpRequest, form: URLSearchParams): ClientCredentials {
  const auth = String(req.headers.authorization ?? "");
  if (/^basic\s/i.test(auth)) {
    const decoded = Buffer.from(auth.slice(6).trim(), "base64").toString("utf8");
    const colon = decoded.indexOf(":");
    return {
      clientId: decode(colon < 0 ? decoded : decoded.slice(0, colon)) || null,
      clientSecret: colon < 0 ? null : decode(decoded.slice(colon + 1)),
    };
  }
  return { clientId: form.get("client_id"), clientSecret: form.get("client_secret") };
}

export type ClientCheck = "ok" | "missing_client" | "unknown_client" | "missing_secret" | "bad_secret";

export function checkClient(creds: ClientCredentials, client: RegisteredClient): ClientCheck {
  if (!creds.clientId) return "missing_client";
  if (creds.clientId !== client.clientId) return "unknown_client";
  if (!creds.clientSecret) return "missing_secret";
  const a = Buffer.from(creds.clientSecret);
  const b = Buffer.from(client.clientSecret);
  return a.length === b.length && timingSafeEqual(a, b) ? "ok" : "bad_secret";
}
