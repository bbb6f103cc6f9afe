/** Shape of an operation module: handlers keyed by X-Amz-Target operation name. */
import type { IncomingHttpHeaders } from "node:http";
import type { Context } from "../context";
import type { Body } from "../validation";

export interface RequestMeta {
  headers: IncomingHttpHeaders;
  ip?: string;
}

export interface OperationDef {
  handler: (ctx: Context, input: Body, meta: RequestMeta) => unknown;
  /** Pure reads skip the state write. */
  readonly?: boolean;
  /** Failures change state too (wrong-code counters): persist after errors as well. */
  commitOnError?: boolean;
  /** Admin (IAM-signed) operations: a SigV4 Authorization header must be present and UserPoolId must match. */
  admin?: boolean;
}

export type OperationTable = Record<string, OperationDef>;
