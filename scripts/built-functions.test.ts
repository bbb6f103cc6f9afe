import fs from "fs";
import os from "os";
import path from "path";
import { loadBuiltFunctions } from "./built-functions";

describe("the built functions site-server answers /api/* with", () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "built-functions-"));
    fs.mkdirSync(path.join(root, ".cache", "functions"), { recursive: true });
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("mounts each function at its route, or at Gatsby's pattern for [param] and [...splat] files, each loaded on its first request", () => {
    const file = (name: string) => {
      const full = path.join(root, ".cache", "functions", `${name}.js`);
      fs.writeFileSync(full, `globalThis.__loads = (globalThis.__loads || 0) + 1; exports.default = () => "${name}";`);
      return full;
    };
    fs.writeFileSync(
      path.join(root, ".cache", "functions", "manifest.json"),
      JSON.stringify([
        { functionRoute: "health", absoluteCompiledFilePath: file("health") },
        { functionRoute: "admin/[...area]", matchPath: "admin/*area", absoluteCompiledFilePath: file("area") },
      ]),
    );
    const loads = () => (globalThis as { __loads?: number }).__loads ?? 0;
    const mounted = loadBuiltFunctions(root);
    expect(mounted.map((f) => f.path)).toEqual(["health", "admin/*area"]);
    expect(loads()).toBe(0);
    expect((mounted[0]!.module.default as () => string)()).toBe("health");
    expect(loads()).toBe(1);
    expect(mounted.map((f) => (f.module.default as () => string)())).toEqual(["health", "area"]);
    expect(loads()).toBe(2);
  });

  it("says to build first when there is no build", () => {
    expect(() => loadBuiltFunctions(root)).toThrow(/manifest\.json .*build first: npm run build/);
  });
});
