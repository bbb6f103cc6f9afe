import fs from "fs";
import os from "os";
import path from "path";
import { deferEntryScriptsInPublic } from "./entry-scripts";

const SLICE = (inner: string) =>
  `<html><body><main>Hi</main><!-- slice-start id="_gatsby-scripts-1" -->${inner}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
const ENTRY = `<script src="/app-0123456789abcdef0123.js" async></script>`;

describe("deferEntryScriptsInPublic", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "entry-scripts-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  };
  const read = (rel: string) => fs.readFileSync(path.join(dir, rel), "utf8");

  it("rewrites every page, counts the ones an earlier build rewrote, and leaves Gatsby's slice files alone", () => {
    write("index.html", SLICE(ENTRY));
    write("about/index.html", SLICE(ENTRY));
    write("_gatsby/slices/_gatsby-scripts-1.html", ENTRY);
    write("page-data/index/page-data.json", "{}");

    expect(deferEntryScriptsInPublic(dir)).toEqual({ pages: 2, deferred: 2, already: 0 });
    expect(read("index.html")).not.toContain(ENTRY);
    expect(read("index.html")).toContain('"/app-0123456789abcdef0123.js"');
    expect(read("_gatsby/slices/_gatsby-scripts-1.html")).toBe(ENTRY);

    // An incremental build re-renders one page only: the other is recognised, not reported as missing its slice.
    write("about/index.html", SLICE(ENTRY));
    expect(deferEntryScriptsInPublic(dir)).toEqual({ pages: 2, deferred: 1, already: 1 });
  });

  it("reports a page it cannot rewrite as neither deferred nor already deferred", () => {
    write("index.html", `<html><body>${ENTRY}</body></html>`);
    expect(deferEntryScriptsInPublic(dir)).toEqual({ pages: 1, deferred: 0, already: 0 });
    expect(read("index.html")).toContain(ENTRY);
  });
});
