/**
 * Whether /login/ was opened by the hosted UI sending someone back (`?state=…` with `code` or `error`): read on
 * every visit to /login/, so it lives apart from the hosted-UI client, which is downloaded only when needed.
 */
export function isHostedUiReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has("state") && (params.has("code") || params.has("error"));
}
