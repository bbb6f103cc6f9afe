/**
 * Build-time environment layering, used by gatsby-config before webpack reads `process.env`.
 *
 * Gatsby itself bakes `.env.<env>` and `GATSBY_*` variables from the environment into the bundles (the
 * environment wins). We add one lower layer: `.env.<env>.defaults`, committed, pointing at the local
 * emulators, so a plain `npm run build` works with `npm run serve` and a real deployment only has to set
 * variables (or a git-ignored `.env.production`). Precedence: environment > `.env.<env>` > defaults.
 *
 * A renamed variable's default is not applied while its former name is set: the code reads the former name when
 * the new one is unset, so a deployment that still sets only the former name (CALENDAR_DYNAMODB_ENDPOINT= for
 * AWS) must not get the new name's local default (SITE_DYNAMODB_ENDPOINT=http://127.0.0.1:9232), which would win.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";
import { FORMER_SITE_TABLE_VARIABLES } from "../../core/db/siteTable";

export type EnvLayer = Record<string, string>;

/** Variables that were renamed, by their new name: the former name, which the code still reads. */
export const FORMER_NAMES: Readonly<Record<string, string>> = FORMER_SITE_TABLE_VARIABLES;

/**
 * The keys of `defaults` that neither the environment nor the primary file sets, under their name or, for a renamed
 * variable (formerNames), its former name (even to an empty value), with their default values.
 */
export function missingDefaults(
  env: NodeJS.ProcessEnv,
  primary: EnvLayer,
  defaults: EnvLayer,
  formerNames: Readonly<Record<string, string>> = FORMER_NAMES,
): EnvLayer {
  const out: EnvLayer = {};
  const isSet = (key: string) => env[key] !== undefined || primary[key] !== undefined;
  for (const [key, value] of Object.entries(defaults)) {
    const former = formerNames[key];
    if (!isSet(key) && !(former && isSet(former))) out[key] = value;
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
