import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { JsonStore, writeFileAtomic } from "./store";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "cognito-store-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("JsonStore", () => {
  it("writes atomically and leaves no temp files", async () => {
    const file = path.join(dir, "state.json");
    await writeFileAtomic(file, '{"a":1}');
    await writeFileAtomic(file, '{"a":2}');
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ a: 2 });
    expect(await readdir(dir)).toEqual(["state.json"]);
  });

  it("seeds a missing file, then reloads what was committed", async () => {
    const file = path.join(dir, "state.json");
    const store = new JsonStore<{ n: number }>(file);
    expect(
      (
        await store.load(
          () => ({ n: 1 }),
          () => null,
        )
      ).reseeded,
    ).toBe("missing");
    store.state.n = 42;
    await store.commit();
    const again = new JsonStore<{ n: number }>(file);
    const result = await again.load(
      () => ({ n: 1 }),
      () => null,
    );
    expect(result.reseeded).toBeNull();
    expect(again.state.n).toBe(42);
  });

  it("survives a crash mid-write: a torn temp file is ignored and removed, the last good state stays", async () => {
    const file = path.join(dir, "state.json");
    const store = new JsonStore<{ n: number }>(file);
    await store.load(
      () => ({ n: 7 }),
      () => null,
    );
    // What a crash between write and rename leaves behind:
    await writeFile(path.join(dir, `.state.json.${process.pid}.deadbeef0000.tmp`), '{"n": 8, "trunc');
    const again = new JsonStore<{ n: number }>(file);
    await again.load(
      () => ({ n: 0 }),
      () => null,
    );
    expect(again.state.n).toBe(7);
    expect(await readdir(dir)).toEqual(["state.json"]);
  });

  it("re-seeds a corrupt file and keeps a copy of it", async () => {
    const file = path.join(dir, "state.json");
    await writeFile(file, "{not json");
    const store = new JsonStore<{ n: number }>(file);
    expect(
      (
        await store.load(
          () => ({ n: 3 }),
          () => null,
        )
      ).reseeded,
    ).toBe("corrupt");
    expect(store.state.n).toBe(3);
    expect((await readdir(dir)).some((f) => f.startsWith("state.json.corrupt-"))).toBe(true);
  });

  it("re-seeds when the validator refuses the stored state", async () => {
    const file = path.join(dir, "state.json");
    await writeFile(file, '{"n": 1, "version": 0}');
    const store = new JsonStore<{ n: number }>(file);
    expect(
      (
        await store.load(
          () => ({ n: 5 }),
          () => "old version",
        )
      ).reseeded,
    ).toBe("old version");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ n: 5 });
  });

  it("coalesces concurrent commits and persists the latest state", async () => {
    const file = path.join(dir, "state.json");
    const store = new JsonStore<{ n: number }>(file);
    await store.load(
      () => ({ n: 0 }),
      () => null,
    );
    const commits: Promise<void>[] = [];
    for (let i = 1; i <= 50; i++) {
      store.state.n = i;
      commits.push(store.commit());
    }
    await Promise.all(commits);
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ n: 50 });
  });

  it("keeps state in memory when no file is given", async () => {
    const store = new JsonStore<{ n: number }>(null);
    await store.load(
      () => ({ n: 1 }),
      () => null,
    );
    store.state.n = 2;
    await expect(store.commit()).resolves.toBeUndefined();
  });
});
