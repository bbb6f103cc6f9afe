/**
 * JSON persistence with atomic replacement: each write goes to a temp file in the same folder,
 * is fsynced (fdatasync), then renamed over the real file (and the folder is fsynced). A crash at any point
 * leaves either the old or the new file, never a torn one. Concurrent commits are coalesced: a
 * caller's `commit()` resolves once a write that includes its change has reached the disk.
 */
import { randomBytes } from "node:crypto";
import { promises as fsp, readdirSync, unlinkSync } from "node:fs";
import path from "node:path";

export async function writeFileAtomic(file: string, data: string): Promise<void> {
  const dir = path.dirname(file);
  await fsp.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  const handle = await fsp.open(tmp, "w", 0o600);
  try {
    await handle.writeFile(data, "utf8");
    // fdatasync: the contents (and the size needed to read them) reach the disk before the rename.
    await handle.datasync();
  } finally {
    await handle.close();
  }
  try {
    await fsp.rename(tmp, file);
  } catch (err) {
    await fsp.rm(tmp, { force: true });
    throw err;
  }
  // Make the rename itself durable. Some platforms refuse fsync on directories; that is fine.
  try {
    const dirHandle = await fsp.open(dir, "r");
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
  } catch {
    /* best effort */
  }
}

/** Removes temp files left behind by a crash during a write. */
export function removeStaleTempFiles(file: string): void {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    if (name.startsWith(prefix) && name.endsWith(".tmp")) {
      try {
        unlinkSync(path.join(dir, name));
      } catch {
        /* ignore */
      }
    }
  }
}

export interface LoadResult<T> {
  state: T;
  /** Why the stored file was not used ("missing", "corrupt", a validator's reason), or null when it was. */
  reseeded: string | null;
}

export class JsonStore<T> {
  state!: T;
  private requested = 0;
  private written = 0;
  private writing: Promise<void> | null = null;

  /** `file` null keeps everything in memory (commit is then a no-op). */
  constructor(readonly file: string | null) {}

  /**
   * Loads the file, or builds a fresh state with `create` when it is missing, unreadable or
   * rejected by `check` (which returns a reason to re-seed, or null to accept).
   */
  async load(create: () => T, check: (data: unknown) => string | null): Promise<LoadResult<T>> {
    let reseeded: string | null = null;
    if (this.file) {
      removeStaleTempFiles(this.file);
      let text: string | null = null;
      try {
        text = await fsp.readFile(this.file, "utf8");
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      }
      if (text === null) {
        reseeded = "missing";
      } else {
        let data: unknown;
        try {
          data = JSON.parse(text);
        } catch {
          data = undefined;
        }
        if (data === undefined) {
          reseeded = "corrupt";
          await fsp.copyFile(this.file, `${this.file}.corrupt-${Date.now()}`).catch(() => undefined);
        } else {
          reseeded = check(data);
          if (!reseeded) this.state = data as T;
        }
      }
    } else {
      reseeded = "in-memory";
    }
    if (reseeded) {
      this.state = create();
      await this.commit();
    }
    return { state: this.state, reseeded };
  }

  replace(state: T): Promise<void> {
    this.state = state;
    return this.commit();
  }

  /** Persists the current state; resolves when a write containing it is durable. */
  async commit(): Promise<void> {
    if (!this.file) return;
    const target = ++this.requested;
    while (this.written < target) {
      if (!this.writing) {
        const generation = this.requested;
        const json = JSON.stringify(this.state);
        const file = this.file;
        this.writing = writeFileAtomic(file, json)
          .then(() => {
            this.written = Math.max(this.written, generation);
          })
          .finally(() => {
            this.writing = null;
          });
      }
      await this.writing;
    }
  }
}
