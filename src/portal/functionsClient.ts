/**
 * Calls from portal pages to our functions: each carries the session the way every such call does (the id token
 * as bearer, the access token beside it), and every failure is one error type with the server's status, code,
 * message and field messages, so a page can always say what went wrong and knows a step-up request when it sees
 * one. The user console and the account page use it.
 */
import { sessionHeaders, type AreaAccessDeps } from "./areaAccess";
import { STEP_UP_CODE } from "../../core/portal/users";

export class FunctionCallError extends Error {
  constructor(
    /** 0: the server was not reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** Field-level messages (`error.details.fields`). */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    // The step-up refusal is named as the browser's own step-up error (auth/session/stepUp.ts), so one check finds both.
    this.name = code === STEP_UP_CODE ? STEP_UP_CODE : "FunctionCallError";
  }

  /** The action needs a sign-in within the last five minutes. */
  get stepUp(): boolean {
    return this.code === STEP_UP_CODE;
  }

  /** The session itself is gone or refused. */
  get signedOut(): boolean {
    return this.status === 401 && !this.stepUp;
  }
}

export function errorFrom(status: number, body: unknown): FunctionCallError {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  const code = typeof error?.code === "string" ? error.code : `HTTP${status}`;
  const message =
    typeof error?.message === "string" && error.message ? error.message : `The server answered ${status}.`;
  const raw = (error?.details as { fields?: unknown } | undefined)?.fields;
  const fields: Record<string, string> = {};
  if (raw && typeof raw === "object")
    for (const [k, v] of Object.entries(raw as Record<string, unknown>)) if (typeof v === "string") fields[k] = v;
  return new FunctionCallError(status, code, message, fields);
}

/** One call: the response when it is 2xx, else a FunctionCallError (status 0 when the server was not reached). */
export async function callFunction(
  { fetch: fetchImpl, tokens }: AreaAccessDeps,
  method: string,
  url: string,
  body?: unknown,
  accept = "application/json",
): Promise<Response> {
  let session: { idToken: string; accessToken: string };
  try {
    session = await tokens();
  } catch {
    throw new FunctionCallError(401, "SignedOut", "Your session has ended: sign in again.");
  }
  const headers: Record<string, string> = { ...sessionHeaders(session), Accept: accept };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new FunctionCallError(
      0,
      "Unreachable",
      "The server could not be reached. Check your connection and try again.",
    );
  }
  if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => null));
  return response;
}
