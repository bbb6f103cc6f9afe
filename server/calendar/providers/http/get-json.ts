/**
 * One authorized GET against a provider API, as every listing and account lookup needs it: the bearer token,
 * bounded retries, no redirects followed (a redirect must not carry the token elsewhere), the body parsed as JSON
 * and every failure turned into a ProviderError (401 'unauthorized', anything else 'provider_error', with the
 * provider's own code as its reason).
 */
import { ProviderError } from "../provider";
import { type RetryContext, withRetries } from "./retry";
import { isSafeToSend } from "./urls";

export interface JsonAnswer {
  body: unknown;
  retries: number;
}

export async function getJson(
  url: URL,
  accessToken: string,
  ctx: RetryContext,
  headers: Record<string, string> = {},
): Promise<JsonAnswer> {
  const { provider, label } = ctx.dialect;
  if (!isSafeToSend(url)) {
    throw new ProviderError(
      provider,
      ctx.operation,
      "provider_error",
      `Refusing to send a token to ${url.origin}: not https.`,
    );
  }
  const send = (signal: AbortSignal) =>
    ctx.deps.fetch(url, {
      method: "GET",
      headers: { Accept: "application/json", ...headers, Authorization: `Bearer ${accessToken}` },
      redirect: "manual",
      signal,
    });
  const { answer, retries } = await withRetries(send, ctx);
  if (answer.status < 200 || answer.status > 299) {
    const kind = answer.status === 401 ? "unauthorized" : "provider_error";
    const { describe, reason } = ctx.dialect;
    throw new ProviderError(provider, ctx.operation, kind, describe(answer), answer.status, reason(answer));
  }
  if (answer.json === undefined) {
    const message = `${label} answered ${answer.status} with a body that is not JSON.`;
    throw new ProviderError(provider, ctx.operation, "provider_error", message, answer.status);
  }
  return { body: answer.json, retries };
}
