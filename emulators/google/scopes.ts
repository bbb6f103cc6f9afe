/**
 * Google OAuth scopes: the ones the stand-in knows, the short forms Google expands ("email" becomes
 * .../auth/userinfo.email, as token responses show), and which API calls each allows.
 */

const AUTH = "https://www.googleapis.com/auth/";
const SHORT: Record<string, string> = {
  email: `${AUTH}userinfo.email`,
  profile: `${AUTH}userinfo.profile`,
};
export const CALENDAR_EVENTS_SCOPES = [
  `${AUTH}calendar`,
  `${AUTH}calendar.readonly`,
  `${AUTH}calendar.events`,
  `${AUTH}calendar.events.readonly`,
];
/** calendar.events(.readonly) does not cover calendarList.list. */
export const CALENDAR_LIST_SCOPES = [
  `${AUTH}calendar`,
  `${AUTH}calendar.readonly`,
  `${AUTH}calendar.calendarlist.readonly`,
];
export const EMAIL_SCOPE = `${AUTH}userinfo.email`;
export const PROFILE_SCOPE = `${AUTH}userinfo.profile`;

const KNOWN = new Set(["openid", EMAIL_SCOPE, PROFILE_SCOPE, ...CALENDAR_EVENTS_SCOPES, ...CALENDAR_LIST_SCOPES]);

export function normalizeScopes(text: string): { scopes: string[] } | { invalid: string[] } {
  const scopes: string[] = [];
  const invalid: string[] = [];
  for (const raw of text.split(/\s+/).filter(Boolean)) {
    const scope = SHORT[raw] ?? raw;
    if (!KNOWN.has(scope)) invalid.push(raw);
    else if (!scopes.includes(scope)) scopes.push(scope);
  }
  return invalid.length ? { invalid } : { scopes };
}

const PERMISSIONS: Record<string, string> = {
  openid: "Associate you with your personal info on Google",
  [EMAIL_SCOPE]: "See your primary Google Account email address",
  [PROFILE_SCOPE]: "See your personal info, including any personal info you've made publicly available",
  [`${AUTH}calendar`]:
    "See, edit, share, and permanently delete all the calendars you can access using Google Calendar",
  [`${AUTH}calendar.readonly`]: "See and download any calendar you can access using your Google Calendar",
  [`${AUTH}calendar.events`]: "View and edit events on all your calendars",
  [`${AUTH}calendar.events.readonly`]: "View events on all your calendars",
  [`${AUTH}calendar.calendarlist.readonly`]: "See the list of Google calendars you're subscribed to",
};

export function permissionsText(scopes: string[]): string[] {
  return scopes.map((s) => PERMISSIONS[s] ?? s);
}
