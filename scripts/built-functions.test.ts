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

  it("mounts each function at its route, or at Gatsby's pattern for [param] and [...splat] files, loaded once", () => {
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
    const mounted = loadBuiltFunctions(root);
    expect(mounted.map((f) => [f.path, (f.module.default as () => string)()])).toEqual([
      ["health", "health"],
      ["admin/*area", "area"],
    ]);
    expect((globalThis as { __loads?: number }).__loads).toBe(2);
  });

  it("says to build first when there is no build", () => {
    expect(() => loadBuiltFunctions(root)).toThrow(/manifest\.json .*build first: npm run build/);
  });
});
