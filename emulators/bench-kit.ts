/**
 * Shared pieces for `npm run bench` (scripts/bench.ts): the shape of a bench module, statistics
 * and table printing. Each emulator contributes one module (e.g. emulators/cognito/testing/bench.ts).
 */

export interface BenchTable {
  title: string;
  columns: string[];
  rows: Array<Array<string | number>>;
  /** Lines printed under the table (targets, notes). */
  notes?: string[];
}

export interface BenchOptions {
  /** Iterations per scenario (--n=...). */
  iterations: number;
}

export interface BenchModule {
  name: string;
  description: string;
  run(options: BenchOptions): Promise<BenchTable[]>;
}

export interface Stats {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  min: number;
  max: number;
}

export function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : 0,
    p50: at(0.5),
    p95: at(0.95),
    min: sorted[0] ?? 0,
    max: sorted[sorted.length - 1] ?? 0,
  };
}

export const ms = (v: number) => v.toFixed(2);

export function formatTable(table: BenchTable): string {
  const cells = [table.columns, ...table.rows.map((r) => r.map(String))];
  const widths = table.columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? "").length)));
  const line = (row: string[]) =>
    `| ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  const sep = `|${widths.map((w, i) => (i === 0 ? `${"-".repeat(w + 2)}` : `${"-".repeat(w + 1)}:`)).join("|")}|`;
  const out = [`\n${table.title}`, line(cells[0] as string[]), sep, ...cells.slice(1).map(line)];
  for (const note of table.notes ?? []) out.push(note);
  return out.join("\n");
}
