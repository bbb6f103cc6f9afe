/**
 * Build-time environment layering, used by gatsby-config before webpack reads `process.env`.
 *
 * Gatsby itself bakes `.env.<env>` and `GATSBY_*` variables from the environment into the bundles (the
 * environment wins). We add one lower layer: `.env.<env>.defaults`, committed, pointing at the local
 * emulators, so a plain `npm run build` works with `npm run serve` and a real deployment only has to set
 * variables (or a git-ignored `.env.production`). Precedence: environment > `.env.<env>` > defaults.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";

export type EnvLayer = Record<string, string>;

/** The keys of `defaults` that neither the environment nor the primary file sets, with their default values. */
export function missingDefaults(env: NodeJS.ProcessEnv, primary: EnvLayer, defaults: EnvLayer): EnvLayer {
  const out: EnvLayer = {};
  for (const [key, value] of Object.entries(defaults)) {
    if (env[key] === undefined && primary[key] === undefined) out[key] = value;
  }
  return out;
}

function readEnvFile(file: string): EnvLayer {
  try {
    return dotenv.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new Error(`${file}: could not be read as a .env file (${(err as Error).message})`);
  }
}

/** Applies `.env.<env>.defaults` under the environment and `.env.<env>`; returns the keys it set. */
export function applyEnvDefaults(root: string, env: NodeJS.ProcessEnv = process.env): string[] {
  const name = env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "development";
  const primary = readEnvFile(path.join(root, `.env.${name}`));
  const defaults = readEnvFile(path.join(root, `.env.${name}.defaults`));
  const toSet = missingDefaults(env, primary, defaults);
  Object.assign(env, toSet);
  return Object.keys(toSet);
}
