/** Who granted access: Google's userinfo gives the stable `sub`, the address (the `email` scope) and the name. */
import { ProviderError, type ProviderAccount } from "../provider";
import type { HttpDeps } from "../http/deps";
import { getJson } from "../http/get-json";
import { isRecord, optionalString } from "../http/paging";
import { apiUrl } from "../http/urls";
import { googleDialect } from "./api-errors";

export async function googleAccount(base: string, accessToken: string, deps: HttpDeps): Promise<ProviderAccount> {
  const budget = { remainingMs: deps.retry.budgetMs };
  const url = apiUrl(base, "/oauth2/v3/userinfo");
  const { body } = await getJson(url, accessToken, { dialect: googleDialect, operation: "account", deps, budget });
  const info = isRecord(body) ? body : {};
  const id = optionalString(info.sub);
  const email = optionalString(info.email);
  if (!id || !email) {
    throw new ProviderError("google", "account", "provider_error", "Google userinfo answered without sub or email.");
  }
  const name = optionalString(info.name);
  return name ? { id, email, name } : { id, email };
}
