/**
 * The functions of the last `gatsby build` (.cache/functions/manifest.json), each loaded on its first request and
 * kept loaded, as a warm function instance keeps its module: `npm run serve` and the e2e tests answer /api/* with them
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
  return entries.map((entry) => {
    let loaded: FunctionModule | undefined;
    return {
      path: entry.matchPath || entry.functionRoute,
      // Loaded on its first request, as a cold function instance loads it: the 29 bundles took 9.6 CPU-s before the
      // server answered anything.
      get module(): FunctionModule {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a run-time path, loaded as CommonJS
        loaded ??= require(entry.absoluteCompiledFilePath) as FunctionModule;
        return loaded;
      },
    };
  });
}
