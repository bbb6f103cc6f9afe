/**
 * The calendar tool's pages, in their own chunk (Portal loads this file lazily, so neither the portal's other
 * pages nor the home page carry the calendar code). Wires the real API client (with the session's tokens from
 * the sign-in runtime), the browser's time zone and clock, and picks the page of the path.
 */
import { useMemo } from "react";
import { useAuthRuntime } from "../../auth/useAuthenticator";
import { createCalendarApi } from "../api";
import type { CalendarPage } from "../routes";
import { viewerTimeZone } from "../../../core/time/zone";
import { CalendarEnvProvider, type CalendarEnv } from "./CalendarEnv";
import { ExternalPage } from "./ExternalPage";
import { LandingPage } from "./LandingPage";
import { ProviderPage } from "./ProviderPage";
import { UnifiedPage } from "./UnifiedPage";

export interface UnifiedTimeAppProps {
  page: CalendarPage;
  /** The landing's lead: the portal area's purpose. */
  purpose: string;
}

export function CalendarPageSwitch({ page, purpose }: UnifiedTimeAppProps) {
  switch (page) {
    case "landing":
      return <LandingPage purpose={purpose} />;
    case "microsoft":
    case "google":
      return <ProviderPage key={page} provider={page} />;
    case "unified":
      return <UnifiedPage />;
    case "external":
      return <ExternalPage />;
  }
}

export default function UnifiedTimeApp(props: UnifiedTimeAppProps) {
  const runtime = useAuthRuntime();
  const env = useMemo<CalendarEnv>(
    () => ({
      api: createCalendarApi({
        fetch: (input, init) => window.fetch(input, init),
        tokens: () => runtime.services.sessionTokens(),
      }),
      navigate: (url) => window.location.assign(url),
      timeZone: viewerTimeZone(),
      now: () => new Date(),
    }),
    [runtime],
  );
  return (
    <CalendarEnvProvider env={env}>
      <CalendarPageSwitch {...props} />
    </CalendarEnvProvider>
  );
}
