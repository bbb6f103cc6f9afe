/** Types of profileGroups.js (plain JS so profile.mjs runs on bare Node). */
/** A function's position as Chromium's CPU profile gives it (0-based line and column; -1 when there is none). */
export interface CallFrame {
  url: string;
  functionName: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
/** CDP's Profiler.Profile: times in µs on the browser's monotonic clock. */
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export declare const PROGRAM: string;
export declare const IDLE: string;
export declare const GC: string;
export declare const NATIVE: string;
export declare const HARNESS: string;
export declare const INLINE: string;
/** The package families the issue names (react-dom, emotion, theme-ui, Redux, MDX, Gatsby's runtime, …). */
export declare const FAMILY_LABELS: readonly string[];
/** theme-ui's and emotion's families, which profile.mjs also counts as one ("styling", on stack). */
export declare const STYLING_LABELS: readonly string[];
export declare function chunkOf(callFrame: CallFrame, pageUrl?: string): string | null;
export declare function packageOf(modulePath: string): string | null;
export declare function sourcePathOf(source: string): string;
export declare function sourceGroupOf(source: string): string;
/** Label → µs. */
export type Times = Record<string, number>;
export interface Aggregate {
  self: Times;
  onStack: Times;
  totalUs: number;
}
export declare function aggregate(
  profile: CpuProfile,
  groupOf: (node: ProfileNode) => string | null,
  until?: number,
): Aggregate;
export interface SummaryRow {
  selfMs: number | null;
  /** Of the busy time; null for (idle). */
  share: number | null;
  onStackMs: number | null;
}
export interface Summary {
  busyMs: number | null;
  rows: Record<string, SummaryRow>;
}
export declare function summarize(runs: readonly Pick<Aggregate, "self" | "onStack">[]): Summary;
export declare function formatPairTable(
  title: string,
  ours: Summary,
  starter: Summary,
  options?: { onStack?: boolean; sortBy?: "selfMs" | "onStackMs"; limit?: number; always?: readonly string[] },
): string;
