/**
 * The server's verdict on a portal area: `GET /api/admin/<id>` with the session's tokens (the functions verify
 * them and check the Admins group). The browser's own check only decides what to show first; this decides.
 */
import { areaIdOf } from "../../core/portal/areas";

export type AreaVerdict =
  | { kind: "allowed" }
  | { kind: "forbidden"; message: string }
  | { kind: "signedOut" }
  | { kind: "unavailable"; reason: string };

export interface AreaAccessDeps {
  fetch: typeof fetch;
  tokens(): Promise<{ idToken: string; accessToken: string }>;
}

/** The headers every call to our functions carries: the id token as bearer, the access token beside it. */
export function sessionHeaders(session: { idToken: string; accessToken: string }): Record<string, string> {
  return { Authorization: `Bearer ${session.idToken}`, "X-Access-Token": session.accessToken };
}

function messageOf(body: unknown): string | null {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === "string" && message ? message : null;
}

export async function askServer(route: string, { fetch: fetchImpl, tokens }: AreaAccessDeps): Promise<AreaVerdict> {
  let session: { idToken: string; accessToken: string };
  try {
    session = await tokens();
  } catch {
    return { kind: "signedOut" };
  }
  let response: Response;
  try {
    response = await fetchImpl(`/api/admin/${areaIdOf(route)}`, {
      headers: sessionHeaders(session),
      credentials: "same-origin",
    });
  } catch {
    return { kind: "unavailable", reason: "the server could not be reached" };
  }
  if (response.ok) return { kind: "allowed" };
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 401) return { kind: "signedOut" };
  if (response.status === 403) {
    return { kind: "forbidden", message: messageOf(body) ?? "This area is not available to you." };
  }
  return { kind: "unavailable", reason: `the server answered ${response.status}` };
}
