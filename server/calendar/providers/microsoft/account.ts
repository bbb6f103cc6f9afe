/** Who granted access: Graph /me gives the user's stable id and an address to show (mail, else the sign-in name). */
import { ProviderError, type ProviderAccount } from "../provider";
import type { HttpDeps } from "../http/deps";
import { getJson } from "../http/get-json";
import { isRecord, optionalString } from "../http/paging";
import { apiUrl } from "../http/urls";
import { graphDialect } from "./graph-errors";

export async function graphAccount(graphUrl: string, accessToken: string, deps: HttpDeps): Promise<ProviderAccount> {
  const url = apiUrl(graphUrl, "/v1.0/me", [["$select", "id,mail,userPrincipalName,displayName"]]);
  const budget = { remainingMs: deps.retry.budgetMs };
  const { body } = await getJson(url, accessToken, { dialect: graphDialect, operation: "account", deps, budget });
  const me = isRecord(body) ? body : {};
  const id = optionalString(me.id);
  // Personal accounts often have no `mail`; the user principal name is then their sign-in address.
  const email = optionalString(me.mail) ?? optionalString(me.userPrincipalName);
  if (!id || !email) {
    throw new ProviderError(
      "microsoft",
      "account",
      "provider_error",
      "Microsoft Graph /me answered without id or address.",
    );
  }
  const name = optionalString(me.displayName);
  return name ? { id, email, name } : { id, email };
}
