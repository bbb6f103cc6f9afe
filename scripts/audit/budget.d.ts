/** Types of budget.js (kept as plain JS so run.mjs runs on bare Node). */
export declare const TARGETS: Readonly<{ performance: 0.95; accessibility: 1; "best-practices": 1; seo: 1 }>;
export type CategoryId = keyof typeof TARGETS;
export declare const CATEGORY_IDS: CategoryId[];
export declare const KB: number;
export declare const HOME_JS_BUDGET_BYTES: number;
export declare const HOME_JS_GOAL_BYTES: number;
export declare const SIGN_IN_JS_BUDGET_BYTES: number;
export declare const ON_FIRST_USE_CHUNK: string;
export declare function onFirstUseFiles(chunkMap: unknown): string[];
/** "public": every target and no sign-in code; "signIn": the authenticator's budget, SEO not a target (noindex). */
export type PageKind = "public" | "signIn";
export declare const FORBIDDEN_MARKERS: readonly { what: string; markers: readonly string[] }[];

export interface MarkerHit {
  what: string;
  marker: string;
  file: string;
}
export interface NetworkItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
}
export interface ScriptRequests {
  /** Scripts the page loaded and executed (resourceType Script). */
  executed: string[];
  /** JavaScript fetched but not as a script (link rel=prefetch/preload of other pages' chunks). */
  prefetched: string[];
}
export interface CategoryVerdict {
  id: CategoryId;
  score: number | null;
  target: number;
  pass: boolean;
}
export interface BudgetVerdict {
  rule: string;
  pass: boolean;
  detail: string;
}

export declare function gzipSize(buf: Buffer | string): number;
export declare function findMarkers(file: string, content: string): MarkerHit[];
export declare function scriptRequests(items: readonly NetworkItem[], origin: string): ScriptRequests;
export declare function judgeCategories(
  scores: Partial<Record<CategoryId, number | null>>,
  kind?: PageKind,
): CategoryVerdict[];
export declare function judgeBudget(
  route: string,
  jsGzBytes: number,
  hits: readonly MarkerHit[],
  kind?: PageKind,
  onFirstUseGzBytes?: number,
): BudgetVerdict[];
