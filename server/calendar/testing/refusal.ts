/** Tests: how the calendar services answered a call, as a person reads it ("409 <message>", or "accepted"). */
import { ApiError } from "../../http";

export async function refusal(p: Promise<unknown>): Promise<string> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return `${err.status} ${err.message}`;
    throw err;
  }
  return "accepted";
}
