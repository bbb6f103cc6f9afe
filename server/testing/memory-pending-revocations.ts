import type { PendingRevocation, PendingRevocations } from "../auth/pending-revocations";

/** A plain in-memory queue: the unit tests' stand-in for the table. */
export class MemoryPendingRevocations implements PendingRevocations {
  readonly entries = new Map<string, PendingRevocation>();
  async get(id: string) {
    return this.entries.get(id) ?? null;
  }
  async put(entry: PendingRevocation) {
    this.entries.set(entry.id, { ...entry });
  }
  async remove(id: string) {
    this.entries.delete(id);
  }
  async list(limit: number) {
    return [...this.entries.values()].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(0, limit);
  }
}
