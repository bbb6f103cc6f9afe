/** Types of traceActivity.js (plain JS so profile.mjs runs on bare Node). */
export declare const TRACE_CATEGORIES: readonly string[];
export declare const ACTIVITIES: readonly { label: string; names: readonly string[] }[];
export declare const OTHER: string;
/** A Chromium trace event, as far as this reads it. */
export interface TraceEvent {
  pid: number;
  tid: number;
  ph: string;
  name: string;
  ts?: number;
  dur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}
export interface Thread {
  pid: number;
  tid: number;
}
export declare function mainThreadOf(events: readonly TraceEvent[], pageUrl: string): Thread | null;
/** Label → µs. */
export declare function activityTimes(
  events: readonly TraceEvent[],
  thread: Thread,
  until?: number,
): Record<string, number>;
