import { oldest, type PendingRevocation, type PendingRevocations } from "../auth/pending-revocations";

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
    return oldest(this.entries.values(), limit);
  }
}
