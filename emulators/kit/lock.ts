/**
 * One owner per data folder: a pid file that says which process is using it. A second `npm start` in the same
 * tree must fail with a clear message instead of corrupting the folder or, as LevelDB does under dynalite,
 * crashing later with "Database is closed". A file left behind by a process that died is taken over.
 */
import fs from "node:fs/promises";
import path from "node:path";

export const LOCK_FILE = "owner.pid";

/** Folders this process holds (a pid check alone cannot tell two holders in one process apart). */
const heldHere = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function ownerOf(file: string): Promise<number | null> {
  try {
    const pid = Number((await fs.readFile(file, "utf8")).trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder (creating it) or throws naming the process that has it; release() gives it back. */
export async function lockDataDir(dir: string): Promise<{ release(): Promise<void> }> {
  const resolved = path.resolve(dir);
  const file = path.join(resolved, LOCK_FILE);
  await fs.mkdir(resolved, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      // "wx": of two processes starting at once, exactly one creates the file.
      await fs.writeFile(file, `${process.pid}\n`, { flag: "wx" });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (attempt > 0) throw new Error(`${resolved} was just taken by another process; stop it first`);
    }
    const owner = await ownerOf(file);
    const busy = owner !== null && (owner === process.pid ? heldHere.has(resolved) : isAlive(owner));
    if (busy)
      throw new Error(`${resolved} is in use by process ${owner} (another emulator run in this tree?); stop it first`);
    await fs.rm(file, { force: true });
  }
  heldHere.add(resolved);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      heldHere.delete(resolved);
      if ((await ownerOf(file)) === process.pid) await fs.rm(file, { force: true });
    },
  };
}
