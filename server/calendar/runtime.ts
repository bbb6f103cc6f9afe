/**
 * The calendar functions' long-lived parts, built once per process from the settings (and rebuilt if they change,
 * which only tests do): the DynamoDB client and store, the token key and vault, the providers and the services over
 * them. The providers and the rules engine come in as dependencies, so the production wiring (services.ts) is the
 * one place that imports them and tests build the same graph with fakes.
 */
import type { IncomingHttpHeaders } from "http";
import type { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import type { ProviderId } from "../../core/calendar/model";
import type { SettingProblem } from "../../core/config/cognito";
import { ConnectionService } from "./connections";
import { createDocumentClient } from "../db/client";
import { CalendarErrors } from "./errors";
import { EventsService, fetchDeadlineFor, type BuildUnifiedEvents } from "./events-service";
import { PreferencesService } from "./report/preferences";
import { ReportService } from "./report/report-service";
import type { CalendarProvider } from "./providers/provider";
import { CALENDAR_VARIABLES, type CalendarSettings } from "./settings";
import { CalendarStore } from "./store/store";
import { parseTokenKey, requireTokenKey, type TokenKey } from "./store/token-key";
import { TokenVault } from "./store/token-vault";
import { SyncedEventsStore } from "./store/synced-events";
import { EventSync } from "./event-sync";

export interface CalendarDeps {
  createProviders(settings: CalendarSettings): Record<ProviderId, CalendarProvider>;
  /** The providers' own settings check (OAuth app, base URLs); without it only the OAuth app is checked. */
  checkProviderSettings?(settings: CalendarSettings, providers: readonly ProviderId[]): SettingProblem[];
  buildUnifiedEvents: BuildUnifiedEvents;
  now?: () => number;
  /** Tests may hand in their own client; otherwise one is built from the settings. */
  db?: DynamoDBDocumentClient;
  fetchDeadlineMs?: number;
}

export interface CalendarServices {
  settings: CalendarSettings;
  tokenKey: TokenKey;
  /** Null until the token key is usable. */
  ready: ReadyCalendar | null;
}

export interface ReadyCalendar {
  settings: CalendarSettings;
  /** Problems with one provider's settings, each naming its variable (empty when it can be used). */
  providerProblems(provider: ProviderId): SettingProblem[];
  store: CalendarStore;
  providers: Record<ProviderId, CalendarProvider>;
  connections: ConnectionService;
  events: EventsService;
  preferences: PreferencesService;
  report: ReportService;
}

export function buildCalendarServices(settings: CalendarSettings, deps: CalendarDeps): CalendarServices {
  const tokenKey = parseTokenKey(settings.tokenKey);
  if (!tokenKey.ok) return { settings, tokenKey, ready: null };
  const now = deps.now ?? Date.now;
  const db = deps.db ?? createDocumentClient(settings);
  const store = new CalendarStore(db, settings.table);
  const providers = deps.createProviders(settings);
  const vault = new TokenVault(tokenKey.key);
  // The user's synced events are sealed under the token key too, for another purpose (synced-events.ts).
  const synced = new SyncedEventsStore(db, settings.table, tokenKey.key);
  const connections = new ConnectionService({ store, vault, cookieKey: tokenKey.key, providers, now, synced });
  const events = new EventsService({
    store,
    connections,
    providers,
    buildUnifiedEvents: deps.buildUnifiedEvents,
    now,
    sync: new EventSync({
      store: synced,
      now,
      stillConnected: async (sub, provider, accountId) =>
        (await store.getConnection(sub, provider))?.accountId === accountId,
    }),
    fetchDeadlineMs: deps.fetchDeadlineMs ?? fetchDeadlineFor(settings.eventsTimeoutMs),
  });
  const preferences = new PreferencesService({ store, now, events: (sub, range) => events.events(sub, range) });
  const report = new ReportService({ store, now, events: (sub, range, timing) => events.events(sub, range, timing) });
  const providerProblems = (provider: ProviderId) =>
    deps.checkProviderSettings ? deps.checkProviderSettings(settings, [provider]) : missingApp(settings, provider);
  return {
    settings,
    tokenKey,
    ready: { settings, providerProblems, store, providers, connections, events, preferences, report },
  };
}

let current: { fingerprint: string; services: CalendarServices } | undefined;

/** The services for these settings, kept while they do not change (a warm function reuses its clients). */
export function cachedCalendarServices(settings: CalendarSettings, deps: CalendarDeps): CalendarServices {
  const fingerprint = JSON.stringify(settings);
  if (current?.fingerprint !== fingerprint) current = { fingerprint, services: buildCalendarServices(settings, deps) };
  return current.services;
}

/** Tests only: build again on the next call. */
export function resetCalendarServices(): void {
  current = undefined;
}

/** The services, or 500 ServerMisconfigured naming CALENDAR_TOKEN_KEY (see token-key.ts). */
export function requireCalendar(services: CalendarServices, headers: IncomingHttpHeaders): ReadyCalendar {
  requireTokenKey(services.tokenKey, headers);
  if (!services.ready) throw CalendarErrors.misconfigured(`${CALENDAR_VARIABLES.tokenKey} is not usable.`);
  return services.ready;
}

function missingApp(settings: CalendarSettings, provider: ProviderId): SettingProblem[] {
  const app = settings[provider];
  const prefix = provider === "microsoft" ? "MICROSOFT" : "GOOGLE";
  const missing = [app.clientId ? null : `${prefix}_CLIENT_ID`, app.clientSecret ? null : `${prefix}_CLIENT_SECRET`];
  const variables = missing.filter((name): name is string => name !== null);
  return variables.length
    ? [{ variable: variables.join(", "), message: "The OAuth app's client id and secret are both required." }]
    : [];
}

/** A provider's settings must be usable before anyone is sent to its consent page: 500 naming the variables. */
export function requireProviderSettings(calendar: ReadyCalendar, provider: ProviderId): void {
  const problems = calendar.providerProblems(provider);
  if (!problems.length) return;
  throw CalendarErrors.misconfigured(problems.map((p) => `${p.variable}: ${p.message}`).join(" "));
}
