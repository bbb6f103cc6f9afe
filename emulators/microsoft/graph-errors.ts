/**
 * Graph's error body, `{"error":{"code","message","innerError":{date,request-id,client-request-id}}}`, with the
 * request-id / client-request-id headers Graph sends on every answer, and the codes the stand-in uses.
 */
import { randomUUID } from "node:crypto";
import { json, type HttpRequest, type HttpResponse } from "../kit";

/** request-id and client-request-id (echoed when the client sent one), as Graph answers them. */
export function graphIds(req: HttpRequest): { requestId: string; clientRequestId: string } {
  const sent = req.headers["client-request-id"];
  const requestId = randomUUID();
  return { requestId, clientRequestId: typeof sent === "string" && sent.length <= 100 ? sent : requestId };
}

export function graphHeaders(ids: { requestId: string; clientRequestId: string }): Record<string, string> {
  return { "request-id": ids.requestId, "client-request-id": ids.clientRequestId };
}

export function graphError(
  req: HttpRequest,
  now: number,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): HttpResponse {
  const ids = graphIds(req);
  return json(
    status,
    {
      error: {
        code,
        message,
        innerError: {
          date: new Date(now).toISOString().slice(0, 19),
          "request-id": ids.requestId,
          "client-request-id": ids.clientRequestId,
        },
      },
    },
    { ...graphHeaders(ids), ...headers },
  );
}

/** The Bearer challenge Graph sends with a 401. */
export const GRAPH_CHALLENGE = {
  "WWW-Authenticate":
    'Bearer realm="", authorization_uri="https://login.microsoftonline.com/common/oauth2/authorize", client_id="00000003-0000-0000-c000-000000000000"',
};
