/**
 * Pure parts of the audit: targets, the JS budget and the "no auth / calendar code on public pages" rule.
 * scripts/audit/run.ts does the I/O (Lighthouse, files); budget.test.ts covers this file.
 */
import zlib from "node:zlib";

/** Lighthouse category targets (scores 0..1). */
export const TARGETS = {
  performance: 0.95,
  accessibility: 1,
  "best-practices": 1,
  seo: 1,
} as const;
export type CategoryId = keyof typeof TARGETS;
export const CATEGORY_IDS = Object.keys(TARGETS) as CategoryId[];

/** 1 kB = 1000 bytes (gzip -9 sizes). */
export const KB = 1000;

/** Gzipped JavaScript the home page may load. */
export const HOME_JS_BUDGET_BYTES = 100 * KB;

/**
 * Code that must never be loaded by a public page: strings that survive minification (string literals)
 * and are unique to that code. A hit means the chunk split leaked sign-in or calendar code into public pages.
 */
export const FORBIDDEN_MARKERS: readonly { what: string; markers: readonly string[] }[] = [
  {
    what: "amazon-cognito-identity-js (sign-in)",
    markers: ["Caldera Derived Key", "Both UserPoolId and ClientId are required", "CognitoUserPool"],
  },
  {
    what: "@aws-sdk/client-cognito-identity-provider / Cognito wire protocol",
    markers: ["AWSCognitoIdentityProviderService"],
  },
  {
    what: "UnifiedTime calendar tool",
    // Card buttons of the calendar tool (spec §2) and the provider APIs it talks to.
    markers: ["View Unified Events", "View External Events", "Connect Microsoft", "graph.microsoft.com", "googleapis.com/calendar"],
  },
];

export function gzipSize(buf: Buffer | string): number {
  return zlib.gzipSync(typeof buf === "string" ? Buffer.from(buf) : buf, { level: 9 }).length;
}

export interface MarkerHit {
  what: string;
  marker: string;
  file: string;
}

export function findMarkers(file: string, content: string): MarkerHit[] {
  const hits: MarkerHit[] = [];
  for (const group of FORBIDDEN_MARKERS) {
    for (const marker of group.markers) {
      if (content.includes(marker)) hits.push({ what: group.what, marker, file });
    }
  }
  return hits;
}

/** Minimal shape of a Lighthouse network-requests item. */
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

/** Same-origin JavaScript requests of a page, split by how they were loaded; URLs reduced to pathnames. */
export function scriptRequests(items: readonly NetworkItem[], origin: string): ScriptRequests {
  const executed = new Set<string>();
  const prefetched = new Set<string>();
  for (const item of items) {
    let url: URL;
    try {
      url = new URL(item.url);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const isJs = /\.m?js$/.test(url.pathname) || /javascript/.test(item.mimeType ?? "");
    if (!isJs) continue;
    if (item.resourceType === "Script") executed.add(url.pathname);
    else prefetched.add(url.pathname);
  }
  for (const p of executed) prefetched.delete(p);
  return { executed: [...executed].sort(), prefetched: [...prefetched].sort() };
}

export interface CategoryVerdict {
  id: CategoryId;
  score: number | null;
  target: number;
  pass: boolean;
}

export function judgeCategories(scores: Partial<Record<CategoryId, number | null>>): CategoryVerdict[] {
  return CATEGORY_IDS.map((id) => {
    const score = scores[id] ?? null;
    const target = TARGETS[id];
    // Compare on the 0..100 scale Lighthouse shows, so 0.95 is not failed by float noise.
    const pass = score !== null && Math.round(score * 100) >= Math.round(target * 100);
    return { id, score, target, pass };
  });
}

export interface BudgetVerdict {
  rule: string;
  pass: boolean;
  detail: string;
}

export function judgeBudget(route: string, jsGzBytes: number, hits: readonly MarkerHit[]): BudgetVerdict[] {
  const verdicts: BudgetVerdict[] = [];
  if (route === "/") {
    verdicts.push({
      rule: `home JS <= ${HOME_JS_BUDGET_BYTES / KB} kB gz`,
      pass: jsGzBytes <= HOME_JS_BUDGET_BYTES,
      detail: `${(jsGzBytes / KB).toFixed(1)} kB gz`,
    });
  }
  verdicts.push({
    rule: "no auth/calendar code",
    pass: hits.length === 0,
    detail: hits.length === 0 ? "none found" : hits.map((h) => `${h.what}: "${h.marker}" in ${h.file}`).join("; "),
  });
  return verdicts;
}
