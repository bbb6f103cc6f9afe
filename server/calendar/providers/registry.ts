/**
 * Both calendar providers built from the calendar settings, and the checks the functions run first so that a
 * missing OAuth app or a mistyped base URL is refused with a message naming the variable, not discovered halfway
 * through a user's consent.
 */
import { type ProviderId, PROVIDERS } from "../../../core/calendar/model";
import type { SettingProblem } from "../../../core/config/cognito";
import type { ProviderDeps } from "./http/deps";
import { isSafeToSend, parseUrl } from "./http/urls";
import { createGoogleProvider } from "./google/index";
import { createMicrosoftProvider } from "./microsoft/index";
import type { CalendarProvider } from "./provider";
import { CALENDAR_VARIABLES, type CalendarSettings } from "../settings";

export type { ProviderDeps } from "./http/deps";

export function createProviders(settings: CalendarSettings, deps?: ProviderDeps): Record<ProviderId, CalendarProvider> {
  return {
    microsoft: createMicrosoftProvider(settings.microsoft, deps),
    google: createGoogleProvider(settings.google, deps),
  };
}

/** Tenant ids the identity platform accepts in its paths: common, organizations, consumers, a GUID or a domain. */
const TENANT = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

function checkBaseUrl(variable: string, value: string): SettingProblem | undefined {
  const url = parseUrl(value);
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) {
    return { variable, message: `Expected an http(s) base URL; got "${value}".` };
  }
  if (!isSafeToSend(url)) {
    return {
      variable,
      message: `Plain http is allowed only on a loopback host (the local stand-ins); got "${value}".`,
    };
  }
  if (url.search || url.hash) {
    return { variable, message: `Expected a base URL without query or fragment; got "${value}".` };
  }
  return undefined;
}

function checkApp(label: string, clientId: string, clientSecret: string, names: [string, string]): SettingProblem[] {
  const missing = [!clientId && names[0], !clientSecret && names[1]].filter(Boolean);
  if (missing.length === 0) return [];
  return [
    { variable: missing.join(", "), message: `The ${label} OAuth app's client id and secret are both required.` },
  ];
}

/**
 * Every problem with the settings of the given providers (default both), each naming its variable; an empty list
 * means the providers can be used.
 */
export function checkProviderSettings(
  settings: CalendarSettings,
  providers: readonly ProviderId[] = PROVIDERS,
): SettingProblem[] {
  const problems: (SettingProblem | undefined)[] = [];
  const v = CALENDAR_VARIABLES;
  if (providers.includes("microsoft")) {
    const ms = settings.microsoft;
    problems.push(
      ...checkApp("Microsoft", ms.clientId, ms.clientSecret, [v.microsoftClientId, v.microsoftClientSecret]),
    );
    problems.push(checkBaseUrl(v.microsoftLoginUrl, ms.loginUrl), checkBaseUrl(v.microsoftGraphUrl, ms.graphUrl));
    if (!TENANT.test(ms.tenant)) {
      problems.push({
        variable: v.microsoftTenant,
        message: `Expected "common", "organizations", "consumers", a tenant id or a domain; got "${ms.tenant}".`,
      });
    }
  }
  if (providers.includes("google")) {
    const g = settings.google;
    problems.push(...checkApp("Google", g.clientId, g.clientSecret, [v.googleClientId, v.googleClientSecret]));
    problems.push(
      checkBaseUrl(v.googleAccountsUrl, g.accountsUrl),
      checkBaseUrl(v.googleOauth2Url, g.oauth2Url),
      checkBaseUrl(v.googleApiUrl, g.apiUrl),
    );
  }
  return problems.filter((problem): problem is SettingProblem => problem !== undefined);
}
