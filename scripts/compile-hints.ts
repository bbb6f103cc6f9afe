/**
 * Webpack plugin for the browser build: marks the scripts every page runs at start with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chrome 136+), so their functions are compiled eagerly on a background thread
 * while the file streams in. Without it, V8 compiles each webpack module's function lazily on the main thread at
 * its first call, and evaluating the app chunk was one long task of about 0.7 s under Lighthouse's 4x CPU
 * slowdown, most of the home page's Total Blocking Time. Other browsers ignore the comment.
 *
 * Only the entry chunks (webpack runtime, framework, app) and the chunks of page components get it: nearly all of
 * their code runs on load. Chunks fetched later by import() (the sign-in library, the calendar screens) stay lazy,
 * since eager compilation of code that may never run costs time and memory.
 */
import type { Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const PLUGIN = "CompileHintsPlugin";

/** Gatsby names each page component's chunk group `component---<path>`. */
export function isStartupGroup(group: { isInitial(): boolean; name?: string | null }): boolean {
  return group.isInitial() || (group.name ?? "").startsWith("component---");
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would strip the comment), before source maps are written (ConcatSource shifts
        // the mappings by the added line).
        { name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>();
          for (const group of compilation.chunkGroups) {
            if (!isStartupGroup(group)) continue;
            for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
