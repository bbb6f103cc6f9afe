/**
 * Which redirect URIs a stand-in accepts. Registered URIs match exactly, as the real providers do; without a
 * list, any plain-http loopback URL whose path ends /api/calendar/callback/<provider> is accepted, so the site
 * works on whatever port `npm start`, `npm run serve` or the e2e harness gives it.
 */

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export function redirectUriAllowed(uri: string, provider: string, registered?: readonly string[]): boolean {
  if (registered && registered.length > 0) return registered.includes(uri);
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return (
    url.protocol === "http:" &&
    LOOPBACK_HOSTS.has(url.hostname) &&
    !url.hash &&
    !url.username &&
    url.pathname.endsWith(`/api/calendar/callback/${provider}`)
  );
}
