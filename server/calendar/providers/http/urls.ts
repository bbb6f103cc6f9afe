/**
 * URL rules shared by the provider clients: base URLs come from settings, plain http is tolerated only for the
 * local stand-ins on a loopback host, and OData parameter names keep their literal `$`.
 */

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** http: on a loopback host: the local stand-ins, the only place tokens may travel without TLS. */
export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

/** Whether a bearer token or client secret may be sent to this URL. */
export function isSafeToSend(url: URL): boolean {
  return url.protocol === "https:" || isLoopbackHttp(url);
}

/** Parses a URL, undefined when it is not one. */
export function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * `${base}${path}` with the query appended. Names are written as given (so `$top` stays `$top`, as Graph documents
 * it), values are percent-encoded; a name given several values is repeated.
 */
export function apiUrl(base: string, path: string, query: ReadonlyArray<readonly [string, string]> = []): URL {
  const search = query.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&");
  return new URL(`${base}${path}${search ? `?${search}` : ""}`);
}
