/**
 * What the calendar screens need from outside, in one context so tests inject it: the API client, how to leave
 * for a provider's consent page, the viewer's time zone and clock.
 */
import React, { createContext, useContext } from "react";
import type { CalendarApi } from "../api";

export interface CalendarEnv {
  api: CalendarApi;
  /** Leaves the site for a URL (the provider's consent page): window.location.assign in the browser. */
  navigate: (url: string) => void;
  timeZone: string;
  now: () => Date;
}

const EnvContext = createContext<CalendarEnv | null>(null);

export function CalendarEnvProvider({ env, children }: { env: CalendarEnv; children: React.ReactNode }) {
  return <EnvContext.Provider value={env}>{children}</EnvContext.Provider>;
}

export function useCalendarEnv(): CalendarEnv {
  const env = useContext(EnvContext);
  if (!env) throw new Error("useCalendarEnv needs a CalendarEnvProvider");
  return env;
}
