/**
 * The original source of a profiled function, through the source maps `gatsby build` writes beside every chunk
 * (webpack's `source-map`, Gatsby's default for production; the test suite's build turns them off). Minified names
 * say little (`e`, `t`), and emotion's, theme-ui's and our code share one app chunk, so attribution by package or
 * folder needs the map.
 */
import fs from "node:fs";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import profileGroups from "./profileGroups.js";

const { chunkOf, INLINE } = profileGroups;

/** True when the built site has the source maps the profile needs (its app chunk's map). */
export function hasSourceMaps(publicDir) {
  return fs.readdirSync(publicDir).some((f) => /^app-.*\.js\.map$/.test(f));
}

/** A source map as, per generated line, its mappings' columns (ascending) and their sources. */
function mappingLines(map) {
  // A package built with its own source map keeps paths above the site (`webpack://site/../src/x.ts`, the
  // starter's gatsby-plugin-image); the consumer would normalize them into the site's src/.
  const sources = map.sources.map((s) => s.replace(/\/\.\.(?=\/)/g, "/%2E%2E"));
  const consumer = new SourceMapConsumer({ ...map, sources });
  const lines = [];
  consumer.eachMapping(
    (m) => {
      const line = (lines[m.generatedLine - 1] ??= { columns: [], sources: [] });
      line.columns.push(m.generatedColumn);
      line.sources.push(m.source);
    },
    null,
    SourceMapConsumer.GENERATED_ORDER,
  );
  return lines;
}

/**
 * The source of the first mapping at or after a function's start on its line. Not the one before it: a function
 * webpack wrote (a module's wrapper `6498:function(e,t,n){…}`) has no mapping of its own, its body's first token
 * has, and the mapping before it is the previous module's last token. A chunk's own top level (0:0) and code after
 * the last mapping of a line are webpack's: null.
 */
function sourceAt(lines, lineNumber, columnNumber) {
  const line = lines[lineNumber];
  if (!line || (lineNumber === 0 && columnNumber === 0)) return null;
  let low = 0;
  let high = line.columns.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (line.columns[mid] < columnNumber) low = mid + 1;
    else high = mid;
  }
  return line.sources[low] ?? null;
}

/**
 * A locator for one site: `sourceOf(callFrame)` gives the original source (`webpack://…`) of the function at that
 * position of a served chunk (V8 gives a function's start, 0-based), or null. Maps are read once per file.
 */
export function sourceLocator(publicDir) {
  const maps = new Map();
  const linesOf = (urlPath) => {
    if (maps.has(urlPath)) return maps.get(urlPath);
    const file = path.join(publicDir, decodeURIComponent(urlPath));
    const mapFile = `${file}.map`;
    const lines =
      file.startsWith(publicDir) && fs.existsSync(mapFile)
        ? mappingLines(JSON.parse(fs.readFileSync(mapFile, "utf8")))
        : null;
    maps.set(urlPath, lines);
    return lines;
  };
  const found = new Map();
  return function sourceOf({ url, lineNumber, columnNumber }) {
    const key = `${url}:${lineNumber}:${columnNumber}`;
    if (found.has(key)) return found.get(key);
    let source = null;
    if (url && lineNumber >= 0) {
      const lines = linesOf(new URL(url).pathname);
      source = lines ? sourceAt(lines, lineNumber, columnNumber) : null;
    }
    found.set(key, source);
    return source;
  };
}

/**
 * The group of a profile node by original source (profileGroups.sourceGroupOf), for a page at `pageUrl`: the
 * browser's own rows and native functions as chunkOf names them, inline scripts as such, and a chunk's code its map
 * does not cover (webpack's chunk and module wrappers, or a chunk without a map) as "<chunk> (webpack's wrappers,
 * unmapped)".
 */
export function groupBySource(sourceOf, pageUrl, toGroup) {
  return (node) => {
    const chunk = chunkOf(node.callFrame, pageUrl);
    if (chunk === null || !node.callFrame.url || chunk === INLINE || chunk.startsWith("other")) return chunk;
    const source = sourceOf(node.callFrame);
    return source ? toGroup(source) : `${chunk} (webpack's wrappers, unmapped)`;
  };
}
