/**
 * The browser's sign-in runtime, made once per page load: settings check, storage, the services over
 * amazon-cognito-identity-js, the hosted-UI client, the hub and the flow runner. Only pages that sign people in
 * import this (through lazy chunks), so public pages never load the library.
 */
import type { ICognitoStorage } from "amazon-cognito-identity-js";
import { checkCognitoSettings, cognitoSettingsFrom, type SettingProblem } from "../config/cognito";
import { createCognitoServices, type CognitoAuthServices } from "./cognitoServices";
import { createAuthenticator, type Authenticator } from "./flow/runner";
import { CONFIGURATION_ERROR_MESSAGE } from "./flow/guards";
import type { AuthServices, SocialProvider } from "./flow/types";
import { createHub, type Hub } from "./hub";
import { createHostedUiClient, type HostedUiClient } from "./hostedUi";
import { createAuthStorage, parseAuthStorageConfig } from "./storage";
import { COGNITO_IDP_NAME, parseSocialProviders } from "./socialProviders";

/** Webpack replaces only literal `process.env.GATSBY_*` reads, so the build-time settings are listed one by one. */
export function buildTimeEnv(): Record<string, string | undefined> {
  return {
    GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
    GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
    GATSBY_COGNITO_ENDPOINT: process.env.GATSBY_COGNITO_ENDPOINT,
    GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
    GATSBY_AUTH_SOCIAL_PROVIDERS: process.env.GATSBY_AUTH_SOCIAL_PROVIDERS,
    GATSBY_AUTH_STORAGE: process.env.GATSBY_AUTH_STORAGE,
    GATSBY_AUTH_COOKIE_DOMAIN: process.env.GATSBY_AUTH_COOKIE_DOMAIN,
    GATSBY_AUTH_COOKIE_PATH: process.env.GATSBY_AUTH_COOKIE_PATH,
    GATSBY_AUTH_COOKIE_EXPIRES_DAYS: process.env.GATSBY_AUTH_COOKIE_EXPIRES_DAYS,
    GATSBY_AUTH_COOKIE_SECURE: process.env.GATSBY_AUTH_COOKIE_SECURE,
    GATSBY_AUTH_COOKIE_SAMESITE: process.env.GATSBY_AUTH_COOKIE_SAMESITE,
  };
}

export interface AuthRuntime {
  authenticator: Authenticator;
  services: CognitoAuthServices;
  hub: Hub;
  hostedUi: HostedUiClient | null;
  socialProviders: SocialProvider[];
  /** Shown on the sign-in screens when the build's settings cannot work; details went to the console. */
  configError: string | null;
  /** Where the library keeps the session (local storage, cookies or memory). */
  storage: ICognitoStorage;
  /** Records that the session came from the hosted UI, whose own session must be ended at sign-out. */
  hostedUiSession: { mark(): void; clear(): void; active(): boolean };
}

const HOSTED_UI_MARK = "northwind.auth.hostedUiSession";

/** Services that refuse every call with a message the flow maps to the configuration error. */
function unconfiguredServices(problems: SettingProblem[]): CognitoAuthServices {
  const fail = () =>
    Promise.reject(new Error(`User pool is not configured: ${problems.map((p) => p.variable).join(", ")}`));
  return new Proxy({} as CognitoAuthServices, { get: (_target, name) => (name === "pool" ? undefined : fail) });
}

/** The tab's sessionStorage, or null where the browser blocks it (the hosted UI then stays off: PKCE needs it). */
function sessionStorageOf(win: Window, log: Pick<Console, "warn">): Storage | null {
  try {
    const storage = win.sessionStorage;
    storage.getItem("northwind.auth.probe");
    return storage;
  } catch (error) {
    log.warn("Sign-in: this browser blocks sessionStorage, so the hosted sign-in page is not offered.", error);
    return null;
  }
}

export interface RuntimeDeps {
  env: Record<string, string | undefined>;
  window: Window;
  log?: Pick<Console, "error" | "warn">;
}

export function createAuthRuntime({ env, window: win, log = console }: RuntimeDeps): AuthRuntime {
  const settings = cognitoSettingsFrom(env);
  const problems = checkCognitoSettings(settings);
  const storageSetup = parseAuthStorageConfig(env);
  const social = parseSocialProviders(env.GATSBY_AUTH_SOCIAL_PROVIDERS);
  for (const p of problems) log.error(`Cognito configuration: ${p.variable}: ${p.message}`);
  for (const p of [...storageSetup.problems, ...social.problems]) log.error(`Sign-in configuration: ${p}`);

  const { storage, fallbackReason } = createAuthStorage(storageSetup.config, { window: win });
  if (fallbackReason) log.warn(`Sign-in storage: ${fallbackReason}`);
  const origin = win.location.origin;
  const tabStorage = sessionStorageOf(win, log);
  const hostedUi =
    settings.hostedUiDomain && problems.length === 0 && tabStorage
      ? createHostedUiClient({
          domain: settings.hostedUiDomain,
          clientId: settings.clientId,
          redirectUri: `${origin}/login/`,
          logoutUri: `${origin}/login/`,
          storage: tabStorage,
          fetch: win.fetch.bind(win),
          crypto: win.crypto,
          assign: (url) => win.location.assign(url),
        })
      : null;
  const socialProviders = hostedUi ? social.providers : [];

  const federatedSignIn: AuthServices["federatedSignIn"] = async (provider, customState) => {
    if (!hostedUi || !socialProviders.includes(provider)) {
      log.warn(`Sign-in with ${provider} is not supported: it is not configured for this site.`);
      return;
    }
    const from = (JSON.parse(customState) as { from?: string }).from ?? "/";
    await hostedUi.signIn(COGNITO_IDP_NAME[provider], from);
  };

  const services =
    problems.length > 0
      ? unconfiguredServices(problems)
      : createCognitoServices({ settings, storage, federatedSignIn });
  const mark = {
    mark: () => storage.setItem(HOSTED_UI_MARK, "1"),
    clear: () => storage.removeItem(HOSTED_UI_MARK),
    active: () => storage.getItem(HOSTED_UI_MARK) === "1",
  };
  return {
    authenticator: createAuthenticator(services),
    services,
    hub: createHub(),
    hostedUi,
    socialProviders,
    configError: problems.length > 0 ? CONFIGURATION_ERROR_MESSAGE : null,
    hostedUiSession: mark,
    storage,
  };
}

let current: AuthRuntime | null = null;

/** The page's runtime; it outlives page changes inside the site, as the signed-in user does. */
export function getAuthRuntime(): AuthRuntime {
  current ??= createAuthRuntime({ env: buildTimeEnv(), window });
  return current;
}
