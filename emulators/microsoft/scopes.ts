/**
 * Microsoft identity platform scopes: which the stand-in knows, their canonical spelling (Graph scopes may carry
 * the https://graph.microsoft.com/ prefix and any letter case), and which Graph calls each one allows.
 */

const KNOWN = [
  "openid",
  "profile",
  "email",
  "offline_access",
  "User.Read",
  "User.ReadBasic.All",
  "Calendars.Read",
  "Calendars.ReadBasic",
  "Calendars.ReadWrite",
  "Calendars.Read.Shared",
  "Calendars.ReadWrite.Shared",
];
const BY_LOWER = new Map(KNOWN.map((s) => [s.toLowerCase(), s]));
const GRAPH_PREFIX = "https://graph.microsoft.com/";
/** `.default` means "what the app registration lists": here the calendar tool's permissions. */
const DEFAULT_SCOPES = ["User.Read", "Calendars.Read"];

export const CALENDAR_SCOPES = [
  "Calendars.Read",
  "Calendars.ReadBasic",
  "Calendars.ReadWrite",
  "Calendars.Read.Shared",
  "Calendars.ReadWrite.Shared",
];
export const PROFILE_SCOPES = ["User.Read", "User.ReadBasic.All"];
export const OIDC_SCOPES = ["openid", "profile", "email", "offline_access"];

/** Canonical scopes, or the first unknown one. */
export function normalizeScopes(text: string): { scopes: string[] } | { unknown: string } {
  const out: string[] = [];
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const lower = raw.toLowerCase();
    const bare = lower.startsWith(GRAPH_PREFIX) ? lower.slice(GRAPH_PREFIX.length) : lower;
    const found = bare === ".default" ? DEFAULT_SCOPES : BY_LOWER.get(bare);
    if (!found) return { unknown: raw };
    for (const s of Array.isArray(found) ? found : [found]) if (!out.includes(s)) out.push(s);
  }
  return { scopes: out };
}

/** What the token response's `scope` lists: the granted scopes without offline_access (as Microsoft answers). */
export function responseScope(scopes: string[]): string {
  return scopes.filter((s) => s !== "offline_access").join(" ");
}

const PERMISSIONS: Record<string, string> = {
  openid: "Sign you in",
  profile: "View your basic profile",
  email: "View your email address",
  offline_access: "Maintain access to data you have given it access to",
  "User.Read": "Sign you in and read your profile",
  "User.ReadBasic.All": "Read all users' basic profiles",
  "Calendars.Read": "Read your calendars",
  "Calendars.ReadBasic": "Read basic details of your calendars",
  "Calendars.ReadWrite": "Have full access to your calendars",
  "Calendars.Read.Shared": "Read calendars you can access",
  "Calendars.ReadWrite.Shared": "Read and write calendars you can access",
};

export function permissionsText(scopes: string[]): string[] {
  return scopes.map((s) => PERMISSIONS[s] ?? s);
}
