/** Types of sideBySide.js (plain JS so compare.mjs runs on bare Node). */
export declare const TBT_MARGIN_MS: number;
export declare function median(values: readonly (number | null | undefined)[]): number | null;
export interface PairFigures {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  hydratedMs: number | null;
  jsGz: number | null;
}
export interface Verdict {
  rule: string;
  pass: boolean;
  detail: string;
}
export declare function judgePair(label: string, ours: PairFigures, starter: PairFigures): Verdict[];
export declare function judgeJs(homeGz: number | null, signInGz: number | null): Verdict[];
export interface TableRow extends PairFigures {
  page: string;
  site: string;
  score: number | null;
  /** undefined: the page has no menu to tap. */
  tapMs?: number | null;
}
export declare function formatTable(rows: readonly TableRow[]): string;
