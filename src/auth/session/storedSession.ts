/**
 * Who is signed in, read straight from where amazon-cognito-identity-js keeps the session, without loading the
 * library: public pages use it so the top bar can show the admin menu while staying light. It only decodes the
 * id token's claims for display; nothing here is trusted for access (pages check again, functions verify).
 */
import type { UserDetails } from "../../state/slices/auth";
import { cognitoKeyPrefix, decodeJwtClaims, SERVER_HELD_KEY } from "../../../core/auth/jwtClaims";

type Read = (key: string) => string | null;

function decodeClaims(jwt: string): Record<string, unknown> | null {
  try {
    return decodeJwtClaims(jwt);
  } catch {
    return null;
  }
}

/** The signed-in user of the library's storage, or null (no session, or an expired one that cannot be renewed). */
export function peekStoredUser(read: Read, clientId: string | undefined, nowMs = Date.now()): UserDetails | null {
  if (!clientId) return null;
  try {
    const prefix = cognitoKeyPrefix(clientId);
    const username = read(`${prefix}.LastAuthUser`);
    if (!username) return null;
    const idToken = read(`${prefix}.${username}.idToken`);
    const claims = idToken ? decodeClaims(idToken) : null;
    if (!claims) return null;
    const expired = typeof claims.exp !== "number" || claims.exp * 1000 <= nowMs;
    // Renewable with the library's refresh token, or through the server that holds it (serverSession.ts).
    const renewable =
      Boolean(read(`${prefix}.${username}.refreshToken`)) || read(`${prefix}.${username}.${SERVER_HELD_KEY}`) === "1";
    if (expired && !renewable) return null;
    const groups = Array.isArray(claims["cognito:groups"])
      ? claims["cognito:groups"].filter((g): g is string => typeof g === "string")
      : [];
    const email = typeof claims.email === "string" ? claims.email : undefined;
    const name = typeof claims["cognito:username"] === "string" ? claims["cognito:username"] : username;
    return { username: name, groups, ...(email ? { email } : {}) };
  } catch {
    return null; // storage blocked: treat as signed out
  }
}

/** Reads a key from document.cookie (the library's CookieStorage writes one cookie per key). */
export function cookieReader(cookies: string): Read {
  return (key) => {
    for (const part of cookies.split(";")) {
      const eq = part.indexOf("=");
      if (eq < 0) continue;
      if (decodeURIComponent(part.slice(0, eq).trim()) === key) return decodeURIComponent(part.slice(eq + 1).trim());
    }
    return null;
  };
}

/**
 * The stored user of this browser, wherever the library keeps it: cookie storage when the build is configured for
 * it, local storage otherwise (cookie storage falls back to local storage when misconfigured, so that is read too).
 */
export function browserStoredUser(win: Window, clientId: string | undefined): UserDetails | null {
  const fromCookies =
    process.env.GATSBY_AUTH_STORAGE === "cookie" ? peekStoredUser(cookieReader(win.document.cookie), clientId) : null;
  return (
    fromCookies ??
    peekStoredUser((key) => {
      try {
        return win.localStorage.getItem(key);
      } catch {
        return null; // storage blocked: nothing stored
      }
    }, clientId)
  );
}

/** Whether the library's storage holds a session it could use (a valid id token, or a refresh token to renew it). */
export function hasStoredSession(win: Window, clientId: string | undefined): boolean {
  return browserStoredUser(win, clientId) !== null;
}
