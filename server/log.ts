/**
 * Server log lines of the functions (stdout/stderr end up in the platform's function log). Misconfiguration is
 * logged once per message per process, so a broken deployment does not flood the log on every request.
 */
const logged = new Set<string>();

export function logError(message: string, err?: unknown): void {
  const detail = err instanceof Error ? (err.stack ?? err.message) : err === undefined ? "" : String(err);
  console.error(`[functions] ${message}${detail ? `: ${detail}` : ""}`);
}

export function logOnce(message: string): void {
  if (logged.has(message)) return;
  logged.add(message);
  console.error(`[functions] ${message}`);
}

/** Tests only: forget what was logged. */
export function resetLogOnce(): void {
  logged.clear();
}
