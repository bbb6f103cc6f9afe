/**
 * The browser's one way to call our functions when signed in. A call carries the session the way every such call
 * does (the id token as bearer, the access token beside it), and every failure is one error type with the
 * server's status, code, message and field messages, read by the one reader of the error format (readError.ts),
 * so a page can always say what went wrong and knows a step-up request when it sees one. The portal's areas, the
 * user console, the account page and UnifiedTime call through it.
 */
import { STEP_UP_CODE } from "../../core/portal/users";
import { readFunctionError } from "./readError";

/** What a signed-in call needs: a fetch and the session's current tokens (renewed when due). */
export interface FunctionDeps {
  fetch: typeof fetch;
  tokens(): Promise<{ idToken: string; accessToken: string }>;
}

/** The headers every signed-in call to our functions carries: the id token as bearer, the access token beside it. */
export function sessionHeaders(session: { idToken: string; accessToken: string }): Record<string, string> {
  return { Authorization: `Bearer ${session.idToken}`, "X-Access-Token": session.accessToken };
}

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
  const { code, message, fields } = readFunctionError(status, body);
  return new FunctionCallError(status, code, message, fields);
}

/** One call: the response when it is 2xx, else a FunctionCallError (status 0 when the server was not reached). */
export async function callFunction(
  { fetch: fetchImpl, tokens }: FunctionDeps,
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
