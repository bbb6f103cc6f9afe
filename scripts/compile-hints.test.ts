/**
 * The compile-hints plugin in a real webpack build: the entry and a page component's chunk start with the hint,
 * a chunk loaded later by import() does not, and the source maps still point at the right lines.
 */
import fs from "fs";
import os from "os";
import path from "path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "./compile-hints";

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  const src = path.join(dir, "src");
  fs.mkdirSync(src);
  fs.writeFileSync(
    path.join(src, "entry.js"),
    [
      'import("./page" /* webpackChunkName: "component---src-pages-index-tsx" */).then((m) => m.show());',
      'export function later() { return import("./library" /* webpackChunkName: "library" */); }',
    ].join("\n"),
  );
  fs.writeFileSync(path.join(src, "page.js"), 'export function show() {\n  console.log("page");\n}\n');
  fs.writeFileSync(path.join(src, "library.js"), 'export function unused() {\n  return "library";\n}\n');
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function build(): Promise<webpack.Stats> {
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./src/entry.js" },
    devtool: "source-map",
    output: { path: path.join(dir, "out"), filename: "[name].js", chunkFilename: "[name].js" },
    plugins: [new CompileHintsPlugin()],
  });
  return new Promise((resolve, reject) =>
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err || !stats || stats.hasErrors()) reject(err ?? new Error(stats?.toString("errors-only")));
      else resolve(stats);
    }),
  );
}

const read = (file: string) => fs.readFileSync(path.join(dir, "out", file), "utf8");

test("the entry and page component chunks start with the hint; import()ed chunks do not", async () => {
  await build();
  expect(read("app.js").startsWith(COMPILE_HINT)).toBe(true);
  expect(read("component---src-pages-index-tsx.js").startsWith(COMPILE_HINT)).toBe(true);
  expect(read("library.js")).not.toContain("allFunctionsCalledOnLoad");
  // Minification kept its work: the hint is the only comment line added.
  expect(read("app.js").split("\n")).toHaveLength(3); // hint, code, sourceMappingURL
}, 60_000);

test("source maps account for the added line", async () => {
  await build();
  const map = JSON.parse(read("component---src-pages-index-tsx.js.map")) as { mappings: string };
  // Line 1 (the hint) maps to nothing; the code's mappings start on line 2.
  expect(map.mappings.startsWith(";")).toBe(true);
  expect(map.mappings.length).toBeGreaterThan(1);
}, 60_000);
