/**
 * The server's verdict on a portal area: `GET /api/admin/<id>` with the session's tokens (the functions verify
 * them and check the Admins group), through the one client of our functions. The browser's own check only decides
 * what to show first; this decides.
 */
import { areaIdOf } from "../../core/portal/areas";
import { callFunction, FunctionCallError, type FunctionDeps } from "../functions/client";

export type AreaVerdict =
  | { kind: "allowed" }
  | { kind: "forbidden"; message: string }
  | { kind: "signedOut" }
  | { kind: "unavailable"; reason: string };

export async function askServer(route: string, deps: FunctionDeps): Promise<AreaVerdict> {
  try {
    await callFunction(deps, "GET", `/api/admin/${areaIdOf(route)}`);
    return { kind: "allowed" };
  } catch (error) {
    if (!(error instanceof FunctionCallError)) throw error;
    if (error.status === 401) return { kind: "signedOut" }; // refused, or no session to send
    // A refusal without the functions' error body (a proxy's page) gets the portal's own sentence.
    if (error.status === 403)
      return {
        kind: "forbidden",
        message: error.code === "HTTP403" ? "This area is not available to you." : error.message,
      };
    if (error.status === 0) return { kind: "unavailable", reason: "the server could not be reached" };
    return { kind: "unavailable", reason: `the server answered ${error.status}` };
  }
}
