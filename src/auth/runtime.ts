/**
 * The browser's sign-in runtime, made once per page load: settings check, storage, the services over
 * amazon-cognito-identity-js, the hosted-UI client, the hub and the flow runner. Only pages that sign people in
 * import this (through lazy chunks), so public pages never load the library.
 */
import { checkCognitoSettings, cognitoSettingsFrom, type SettingProblem } from "../../core/config/cognito";
import { createAuthenticator, type Authenticator } from "./flow/runner";
import { CONFIGURATION_ERROR_MESSAGE } from "./flow/guards";
import type { AuthServices, SocialProvider } from "./flow/types";
import { createHub, type Hub } from "./hub";
import type { HostedUiClient } from "./hostedUi/client";
import { isHostedUiReturn } from "./hostedUi/returnParams";
import { lazy } from "../loading/lazy";
import { createLazyLibrary, type CognitoLibrary, type LazyCognitoServices } from "./cognito/lazyLibrary";
import { COGNITO_IDP_NAME, parseSocialProviders } from "./hostedUi/socialProviders";
import { EMAIL_CODE_VARIABLE, PASSKEYS_VARIABLE, parseOnOffSetting } from "./signInOptions";
import { hasStoredSession } from "./session/storedSession";

/** Webpack replaces only literal `process.env.GATSBY_*` reads, so the build-time settings are listed one by one. */
export function buildTimeEnv(): Record<string, string | undefined> {
  return {
    GATSBY_COGNITO_USER_POOL_ID: process.env.GATSBY_COGNITO_USER_POOL_ID,
    GATSBY_COGNITO_CLIENT_ID: process.env.GATSBY_COGNITO_CLIENT_ID,
    GATSBY_COGNITO_ENDPOINT: process.env.GATSBY_COGNITO_ENDPOINT,
    GATSBY_COGNITO_DOMAIN: process.env.GATSBY_COGNITO_DOMAIN,
    GATSBY_AUTH_SOCIAL_PROVIDERS: process.env.GATSBY_AUTH_SOCIAL_PROVIDERS,
    GATSBY_AUTH_EMAIL_CODE: process.env.GATSBY_AUTH_EMAIL_CODE,
    GATSBY_AUTH_PASSKEYS: process.env.GATSBY_AUTH_PASSKEYS,
    GATSBY_AUTH_STORAGE: process.env.GATSBY_AUTH_STORAGE,
    GATSBY_AUTH_SERVER_SESSION: process.env.GATSBY_AUTH_SERVER_SESSION,
    GATSBY_AUTH_COOKIE_DOMAIN: process.env.GATSBY_AUTH_COOKIE_DOMAIN,
    GATSBY_AUTH_COOKIE_PATH: process.env.GATSBY_AUTH_COOKIE_PATH,
    GATSBY_AUTH_COOKIE_EXPIRES_DAYS: process.env.GATSBY_AUTH_COOKIE_EXPIRES_DAYS,
    GATSBY_AUTH_COOKIE_SECURE: process.env.GATSBY_AUTH_COOKIE_SECURE,
    GATSBY_AUTH_COOKIE_SAMESITE: process.env.GATSBY_AUTH_COOKIE_SAMESITE,
  };
}

export interface AuthRuntime {
  authenticator: Authenticator;
  services: LazyCognitoServices;
  /** amazon-cognito-identity-js with its storage, loaded on first use (see lazyLibrary.ts). */
  library(): Promise<CognitoLibrary>;
  /** Starts loading the library: a person is about to use a sign-in form. */
  preloadLibrary(): void;
  hub: Hub;
  /** The hosted-UI client, null when the site has no hosted UI; downloaded on first use. */
  hostedUi: LazyHostedUi | null;
  socialProviders: SocialProvider[];
  /** The sign-in form offers a code by e-mail (GATSBY_AUTH_EMAIL_CODE). */
  emailCodeSignIn: boolean;
  /** The sign-in form offers a passkey (GATSBY_AUTH_PASSKEYS). */
  passkeySignIn: boolean;
  /** Shown on the sign-in screens when the build's settings cannot work; details went to the console. */
  configError: string | null;
  /** The site runs its functions (GATSBY_AUTH_SERVER_SESSION not off): sessions, account changes go through them. */
  serverSession: boolean;
  /** Records, in the library's storage, that the session came from the hosted UI, whose own session must be ended at sign-out. */
  hostedUiSession: { mark(): Promise<void>; clear(): Promise<void>; active(): Promise<boolean> };
}

/**
 * The hosted UI is used by a click on its buttons, a return from it or a sign-out after it: its client (with
 * PKCE and the token exchange) is a chunk of its own, so a password sign-in never downloads it.
 */
export interface LazyHostedUi {
  /** Whether /login/ was opened by the hosted UI sending someone back (no download). */
  isCallback(search: string): boolean;
  client(): Promise<HostedUiClient>;
}

const HOSTED_UI_MARK = "northwind.auth.hostedUiSession";

/** Services that refuse every call with a message the flow maps to the configuration error. */
function unconfiguredServices(problems: SettingProblem[]): LazyCognitoServices {
  const fail = () =>
    Promise.reject(new Error(`User pool is not configured: ${problems.map((p) => p.variable).join(", ")}`));
  return new Proxy({} as LazyCognitoServices, { get: () => fail });
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
  const social = parseSocialProviders(env.GATSBY_AUTH_SOCIAL_PROVIDERS);
  for (const p of problems) log.error(`Cognito configuration: ${p.variable}: ${p.message}`);
  for (const p of social.problems) log.error(`Sign-in configuration: ${p}`);
  const emailCode = parseOnOffSetting(EMAIL_CODE_VARIABLE, env.GATSBY_AUTH_EMAIL_CODE);
  const passkeys = parseOnOffSetting(PASSKEYS_VARIABLE, env.GATSBY_AUTH_PASSKEYS);
  for (const p of [...emailCode.problems, ...passkeys.problems]) log.error(`Sign-in configuration: ${p}`);

  const tabStorage = sessionStorageOf(win, log);
  const hostedUiDomain = settings.hostedUiDomain;
  const hostedUi: LazyHostedUi | null =
    hostedUiDomain && problems.length === 0 && tabStorage
      ? {
          isCallback: isHostedUiReturn,
          client: lazy(() =>
            import(/* webpackChunkName: "hosted-ui" */ "./hostedUi/client").then((m) =>
              m.hostedUiClientFor(win, { domain: hostedUiDomain, clientId: settings.clientId }, tabStorage),
            ),
          ),
        }
      : null;
  const socialProviders = hostedUi ? social.providers : [];

  const federatedSignIn: AuthServices["federatedSignIn"] = async (provider, customState) => {
    if (!hostedUi || !socialProviders.includes(provider)) {
      log.warn(`Sign-in with ${provider} is not supported: it is not configured for this site.`);
      return;
    }
    const from = (JSON.parse(customState) as { from?: string }).from ?? "/";
    await (await hostedUi.client()).signIn(COGNITO_IDP_NAME[provider], from);
  };

  const library = createLazyLibrary(
    () =>
      import(/* webpackChunkName: "cognito-library" */ "./cognito/library").then((m) =>
        m.openCognitoLibrary({ settings, env, window: win, log, federatedSignIn }),
      ),
    () => hasStoredSession(win, settings.clientId),
  );
  const services = problems.length > 0 ? unconfiguredServices(problems) : library.services;
  const mark = {
    mark: async () => (await library.load()).storage.setItem(HOSTED_UI_MARK, "1"),
    clear: async () => (await library.load()).storage.removeItem(HOSTED_UI_MARK),
    active: async () => (await library.load()).storage.getItem(HOSTED_UI_MARK) === "1",
  };
  return {
    authenticator: createAuthenticator(services),
    services,
    library: library.load,
    preloadLibrary: problems.length > 0 ? () => undefined : library.preload,
    hub: createHub(),
    hostedUi,
    socialProviders,
    emailCodeSignIn: emailCode.enabled && problems.length === 0,
    passkeySignIn: passkeys.enabled && problems.length === 0,
    configError: problems.length > 0 ? CONFIGURATION_ERROR_MESSAGE : null,
    serverSession: env.GATSBY_AUTH_SERVER_SESSION !== "off",
    hostedUiSession: mark,
  };
}

let current: AuthRuntime | null = null;

/** The page's runtime; it outlives page changes inside the site, as the signed-in user does. */
export function getAuthRuntime(): AuthRuntime {
  current ??= createAuthRuntime({ env: buildTimeEnv(), window });
  return current;
}
