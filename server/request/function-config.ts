/**
 * The body-parser config every function exports. Functions re-export it (`export * from`) instead of writing
 * `export const config` themselves: Gatsby's query scanner reads every file under src/ and takes any exported
 * `config` for a page's render config, which makes the build generate SSR engines for nothing (and those fail
 * validation with sharp 0.33). Gatsby's function runtime still finds `config` on the module.
 */
import { functionConfig } from "./body";

export const config = functionConfig();
