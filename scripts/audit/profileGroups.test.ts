import {
  aggregate,
  chunkOf,
  formatPairTable,
  HARNESS,
  NATIVE,
  packageOf,
  sourceGroupOf,
  STYLING_LABELS,
  summarize,
  type Aggregate,
  type CallFrame,
  type CpuProfile,
  type ProfileNode,
  type Times,
} from "./profileGroups";

const PAGE = "http://127.0.0.1:9000/docs/long/";
const frame = (url: string, functionName = "f", lineNumber = 0, columnNumber = 0): CallFrame => ({
  url,
  functionName,
  lineNumber,
  columnNumber,
});
const browserRow = (functionName: string): CallFrame => frame("", functionName, -1, -1);

/**
 * A small profile: (root) → app's render → a native call (insertRule) and an emotion function;
 * (root) → framework; plus idle and program. Samples every 100 µs, each lasting until the next.
 */
function fakeProfile(): CpuProfile {
  const nodes: ProfileNode[] = [
    { id: 1, callFrame: browserRow("(root)"), children: [2, 5, 6, 7, 8] },
    { id: 2, callFrame: frame(`http://127.0.0.1:9000/app-0123456789abcdef0123.js`, "render", 0, 10), children: [3, 4] },
    { id: 3, callFrame: frame("", "insertRule", -1, -1) },
    { id: 4, callFrame: frame(`http://127.0.0.1:9000/app-0123456789abcdef0123.js`, "insert", 0, 500) },
    { id: 5, callFrame: frame(`http://127.0.0.1:9000/framework-0123456789abcdef0123.js`, "beginWork", 0, 50) },
    { id: 6, callFrame: browserRow("(idle)") },
    { id: 7, callFrame: browserRow("(program)") },
    { id: 8, callFrame: frame("", "appendChild", -1, -1) },
  ];
  // render, insertRule, insertRule, insert, beginWork, beginWork, beginWork, idle, program, appendChild
  const samples = [2, 3, 3, 4, 5, 5, 5, 6, 7, 8];
  return { nodes, startTime: 1_000, endTime: 2_100, samples, timeDeltas: samples.map(() => 100) };
}

describe("start-up profile aggregation", () => {
  it("names a script by its chunk, without the content hash", () => {
    const at = (file: string) => chunkOf(frame(`http://127.0.0.1:9000/${file}`), PAGE);
    expect(at("app-e055a4491e50c92a88fa.js")).toBe("app");
    expect(at("framework-3a5349741d5e54b28023.js")).toBe("framework");
    expect(at("webpack-runtime-b884b28b82da11b0d3f3.js")).toBe("webpack-runtime");
    expect(at("component---src-pages-index-tsx-0f0619972d8a18147aca.js")).toBe("component---src-pages-index-tsx");
    expect(at("component---src-templates-doc-tsx-content-file-path-content-docs-a-mdx-0f0619972d8a18147aca.js")).toBe(
      "component---src-templates-doc-tsx (with its MDX)",
    );
    expect(at("327c81a7d5769dd4931a89f512dc419e150cbd10-009acda05738ce58abe2.js")).toBe("shared chunk 327c81a");
    expect(at("4949-6b21f1fcc638eea0fbdf.js")).toBe("chunk 4949");
    expect(chunkOf(frame(PAGE), PAGE)).toBe("inline scripts (HTML)");
    expect(chunkOf(frame("http://other.test/x.js"), PAGE)).toBe("other origin: http://other.test");
    expect(chunkOf(browserRow("(garbage collector)"), PAGE)).toBe("(garbage collector)");
    expect(chunkOf(frame("", "UtilityScript", 6951, 13), PAGE)).toBe(HARNESS);
    expect(chunkOf(frame("", "insertRule", -1, -1), PAGE)).toBeNull();
  });

  it("groups original sources by package family, the Gatsby runtime and the site's folders", () => {
    const site = (p: string) => sourceGroupOf(`webpack://northwind-it-site/./${p}`);
    expect(packageOf("node_modules/@emotion/sheet/dist/x.js")).toBe("@emotion/sheet");
    expect(packageOf("node_modules/a/node_modules/b/index.js")).toBe("b");
    expect(site("node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("react-dom");
    expect(site("node_modules/scheduler/cjs/scheduler.production.min.js")).toBe("react, scheduler");
    expect(site("node_modules/@emotion/serialize/dist/emotion-serialize.esm.js")).toBe(
      "emotion: serializing styles (@emotion/serialize, hash)",
    );
    expect(site("node_modules/@emotion/sheet/dist/emotion-sheet.browser.esm.js")).toBe(
      "emotion: inserting rules (@emotion/sheet, cache, utils, stylis)",
    );
    expect(site("node_modules/stylis/src/Parser.js")).toBe(
      "emotion: inserting rules (@emotion/sheet, cache, utils, stylis)",
    );
    expect(site("node_modules/@emotion/react/dist/emotion-element-f0de968e.browser.esm.js")).toBe(
      "emotion: React components (@emotion/react)",
    );
    expect(site("node_modules/@theme-ui/css/dist/x.js")).toBe("theme-ui (@theme-ui/*)");
    expect(site("node_modules/react-redux/dist/react-redux.mjs")).toBe("Redux (@reduxjs/toolkit, react-redux, immer)");
    expect(site("node_modules/@mdx-js/react/lib/index.js")).toBe("MDX runtime (@mdx-js/react)");
    expect(site(".cache/production-app.js")).toBe("Gatsby runtime (.cache, gatsby-link, router)");
    expect(site("node_modules/@gatsbyjs/reach-router/dist/index.modern.mjs")).toBe(
      "Gatsby runtime (.cache, gatsby-link, router)",
    );
    expect(sourceGroupOf("webpack://northwind-it-site/webpack/runtime/load script")).toBe(
      "webpack runtime (+ compiling modules)",
    );
    expect(site("src/components/layout/Header.tsx")).toBe("src/components/layout");
    expect(site("src/components/Page.tsx")).toBe("src/components");
    expect(site("src/templates/doc.tsx?__contentFilePath=/x/content/docs/a.mdx")).toBe("src/templates");
    expect(site("content/docs/plutus-payments/faq.mdx")).toBe("content/ (MDX)");
    expect(site("core/config/site.ts")).toBe("core/");
    expect(site("gatsby-browser.tsx")).toBe("gatsby-browser");
    expect(site("node_modules/minisearch/dist/es/index.js")).toBe("minisearch");
    expect(STYLING_LABELS).toEqual([
      "emotion: serializing styles (@emotion/serialize, hash)",
      "emotion: inserting rules (@emotion/sheet, cache, utils, stylis)",
      "emotion: React components (@emotion/react)",
      "theme-ui (@theme-ui/*)",
    ]);
    expect(sourceGroupOf("webpack://gatsby-starter-blog/%2E%2E/src/image-utils.ts")).toBe(
      "packages mapped to their own sources (../)",
    );
  });

  it("sums self time per group, charging native calls to their caller, and time on the stack", () => {
    const groupOf = (node: ProfileNode) => {
      const chunk = chunkOf(node.callFrame, PAGE);
      return chunk !== null && node.callFrame.functionName === "insert" ? "emotion" : chunk;
    };
    const { self, onStack, totalUs } = aggregate(fakeProfile(), groupOf);
    // The last sample lasts until endTime: 2_100 - 2_000.
    expect(totalUs).toBe(1_000);
    expect(self).toEqual({
      app: 300, // render and the two insertRule samples under it
      emotion: 100,
      framework: 300,
      "(idle)": 100,
      "(program)": 100,
      [NATIVE]: 100, // appendChild right under (root): no script to charge
    });
    expect(onStack.app).toBe(400);
    expect(onStack.emotion).toBe(100);
    expect(onStack["(root)"]).toBeUndefined();
  });

  it("stops at a time on the profile's clock, cutting the sample that spans it", () => {
    const groupOf = (node: ProfileNode) => chunkOf(node.callFrame, PAGE);
    // Samples at 1_100 … 2_000; until 1_550 keeps those at 1_100 … 1_500, the last one for 50 µs.
    const { self, totalUs } = aggregate(fakeProfile(), groupOf, 1_550);
    expect(totalUs).toBe(450);
    expect(self).toEqual({ app: 400, framework: 50 });
  });

  it("takes medians over runs, a missing group counting 0, shares of the busy time", () => {
    const run = (self: Times, onStack: Times): Aggregate => ({ self, onStack, totalUs: 0 });
    const runs = [
      run({ app: 300_000, "(idle)": 500_000, "(program)": 100_000 }, { app: 400_000 }),
      run({ app: 100_000, "(program)": 100_000 }, { app: 100_000 }),
      run({ app: 200_000, framework: 200_000, "(program)": 200_000 }, { app: 200_000 }),
    ];
    const { busyMs, rows } = summarize(runs);
    expect(busyMs).toBe(400);
    expect(rows.app).toEqual({ selfMs: 200, share: 0.5, onStackMs: 200 });
    expect(rows.framework?.selfMs).toBe(0);
    expect(rows["(idle)"]?.share).toBeNull();
  });

  it("prints one row per group on both sites, small ones summed, the browser's rows last", () => {
    const ours = summarize([{ self: { app: 700_000, "(program)": 299_000, tiny: 1_000 }, onStack: {} }]);
    const starter = summarize([{ self: { framework: 500_000, "(program)": 500_000 }, onStack: {} }]);
    const lines = formatPairTable("by script", ours, starter).split("\n");
    expect(lines[0]).toBe("| by script | ours self | ours share | starter self | starter share |");
    expect(lines.slice(2)).toEqual([
      "| app | 700 ms | 70.0% | — | — |",
      "| framework | — | — | 500 ms | 50.0% |",
      "| (program) | 299 ms | 29.9% | 500 ms | 50.0% |",
      "| everything else (1 more) | 1 ms | 0.1% | — | — |",
      "| **busy (all but idle)** | **1,000 ms** |  | **1,000 ms** |  |",
    ]);
    const named = formatPairTable("by source", ours, starter, { always: ["tiny", "MDX runtime"] }).split("\n");
    expect(named).toContain("| tiny | 1 ms | 0.1% | — | — |");
    expect(named).toContain("| MDX runtime | — | — | — | — |");
    expect(named.some((l) => l.startsWith("| everything else"))).toBe(false);
  });
});
