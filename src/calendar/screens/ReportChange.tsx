/**
 * How a control on the report page changes the report: the report's query (year, zone, pages) that a change sends
 * so its answer carries the report after it, and what to do with that answer. One context, so the override,
 * definition and lock controls need no props threaded through every list.
 */
import React, { createContext, useContext } from "react";
import type { PreferencesUpdate, ReportQuery } from "../../../core/calendar/model";

export interface ReportChange {
  query: ReportQuery;
  /**
   * The change's answer (with the report after it, or without: then the page asks for it), what to say, and how to
   * take it back in one request where that is known.
   */
  saved: (update: PreferencesUpdate, message: string, undo?: () => Promise<PreferencesUpdate>) => void;
}

const ChangeContext = createContext<ReportChange | null>(null);

export function ReportChangeProvider({ value, children }: { value: ReportChange; children: React.ReactNode }) {
  return <ChangeContext.Provider value={value}>{children}</ChangeContext.Provider>;
}

export function useReportChange(): ReportChange {
  const change = useContext(ChangeContext);
  if (!change) throw new Error("useReportChange needs a ReportChangeProvider");
  return change;
}
