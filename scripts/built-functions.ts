/**
 * The functions of the last `gatsby build` (.cache/functions/manifest.json), loaded once and kept loaded, as a warm
 * function instance keeps its module: `npm run serve` and the e2e tests answer /api/* with them
 * (scripts/site-server.ts). `gatsby serve` instead loads a function's bundle (2.5-3.3 MB, the AWS SDK inside)
 * again on every request: during the e2e run that cost about 121 CPU seconds against 29 with the bundles kept
 * (docs/testing.md), and no module-level cache (JWKS, sessions) ever lived past one request.
 */
import fs from "fs";
import path from "path";
import type { FunctionModule, MountedFunction } from "../server/testing/function-host";

interface ManifestEntry {
  functionRoute: string;
  /** Gatsby's route pattern for [param] and [...splat] files: "calendar/locks/:quarter", "admin/*area". */
  matchPath?: string;
  absoluteCompiledFilePath: string;
}

export function loadBuiltFunctions(root: string): MountedFunction[] {
  const manifestFile = path.join(root, ".cache", "functions", "manifest.json");
  let entries: ManifestEntry[];
  try {
    entries = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ManifestEntry[];
  } catch (err) {
    throw new Error(`cannot read ${manifestFile} (${(err as Error).message}); build first: npm run build`);
  }
  return entries.map((entry) => ({
    path: entry.matchPath || entry.functionRoute,
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a path known only at run time, loaded as CommonJS
    module: require(entry.absoluteCompiledFilePath) as FunctionModule,
  }));
}
