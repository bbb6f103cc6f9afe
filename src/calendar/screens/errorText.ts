/** A failure as a sentence for an alert: the server's own message when it sent one. */
import { FunctionCallError } from "../../functions/client";

export function errorText(error: unknown): string {
  if (error instanceof FunctionCallError) {
    if (error.signedOut) return `${error.message} Your session is no longer accepted: sign in again.`;
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return "Something went wrong.";
}
