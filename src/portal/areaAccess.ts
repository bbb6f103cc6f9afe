/**
 * The server's verdict on a portal area: `GET /api/admin/<id>` with the session's tokens (the functions verify
 * them and check the Admins group). The browser's own check only decides what to show first; this decides.
 */
import { areaIdOf } from "../../core/portal/areas";
import { sessionHeaders, type FunctionDeps } from "../functions/client";
import { readFunctionError } from "../functions/readError";

export type AreaVerdict =
  | { kind: "allowed" }
  | { kind: "forbidden"; message: string }
  | { kind: "signedOut" }
  | { kind: "unavailable"; reason: string };

export async function askServer(route: string, { fetch: fetchImpl, tokens }: FunctionDeps): Promise<AreaVerdict> {
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
    return { kind: "forbidden", message: readFunctionError(403, body, "This area is not available to you.").message };
  }
  return { kind: "unavailable", reason: `the server answered ${response.status}` };
}
