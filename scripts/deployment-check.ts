/**
 * A deployment build must not carry what only works on this machine: the committed development keys, the local
 * emulators' client ids and dummy secrets, or an endpoint on a loopback address (a visitor's browser would send
 * its tokens to its own computer). gatsby-node's onPreInit runs this after gatsby-config applied the committed
 * defaults and before anything is compiled, and panics, so such a build stops at once, naming every variable to
 * set. (A throw in gatsby-config is not enough: Gatsby 5 retries a config that throws while validating its compiled
 * copy, and went on with an empty configuration.) Local builds (core/config/deployment.ts) are not checked.
 *
 * Gatsby bakes a git-ignored `.env.production` into the bundles and functions too, but never puts it in
 * process.env, so the check reads it itself (deploymentEnv): a key or loopback address left there would otherwise
 * pass unseen. As in Gatsby, the environment wins over the file, an empty variable included.
 */
import fs from "fs";
import path from "path";
import dotenv from "dotenv";
import { isLoopbackHostname } from "../server/request/origin";

/** Secrets and ids a deployment must set to its own values (the committed files hold public stand-ins). */
export const OWN_VALUE_VARIABLES = [
  "AUTH_COOKIE_KEY",
  "CALENDAR_TOKEN_KEY",
  "GATSBY_COGNITO_USER_POOL_ID",
  "GATSBY_COGNITO_CLIENT_ID",
  "GATSBY_COGNITO_IDENTITY_POOL_ID",
  "MICROSOFT_CLIENT_ID",
  "MICROSOFT_CLIENT_SECRET",
  "GOOGLE_CLIENT_ID",
  "GOOGLE_CLIENT_SECRET",
  "COGNITO_ADMIN_ACCESS_KEY_ID",
  "COGNITO_ADMIN_SECRET_ACCESS_KEY",
] as const;

/** Where the site or the functions connect: never a loopback address in a deployment (empty means the real service). */
export const ENDPOINT_VARIABLES = [
  "GATSBY_COGNITO_ENDPOINT",
  "GATSBY_COGNITO_DOMAIN",
  "GATSBY_COGNITO_IDENTITY_ENDPOINT",
  "COGNITO_ISSUER",
  "SITE_URL",
  "MICROSOFT_LOGIN_URL",
  "MICROSOFT_GRAPH_URL",
  "GOOGLE_ACCOUNTS_URL",
  "GOOGLE_OAUTH2_URL",
  "GOOGLE_API_URL",
  "SITE_DYNAMODB_ENDPOINT",
  // Its former name, still read when SITE_DYNAMODB_ENDPOINT is empty (core/db/siteTable.ts).
  "CALENDAR_DYNAMODB_ENDPOINT",
  "SMTP_HOST",
] as const;

function hostOf(value: string): string | null {
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).hostname;
  } catch {
    return null;
  }
}

/** Every variable of `env` a deployment cannot ship, with what to do; empty when the build may go on. */
export function deploymentProblems(
  env: Record<string, string | undefined>,
  committed: ReadonlyArray<Record<string, string>>,
): string[] {
  const problems: string[] = [];
  for (const name of OWN_VALUE_VARIABLES) {
    const value = (env[name] ?? "").trim();
    if (value && committed.some((file) => file[name] === value))
      problems.push(`${name} is the committed local value; set your own (docs/deployment.md).`);
  }
  for (const name of ENDPOINT_VARIABLES) {
    const value = (env[name] ?? "").trim();
    const host = value ? hostOf(value) : null;
    if (host && isLoopbackHostname(host))
      problems.push(`${name}=${value} is on this machine (a loopback address); set the real service's address.`);
  }
  return problems;
}

/** The committed settings files whose values are public. */
export function committedSettings(root: string): Record<string, string>[] {
  return [".env.development", ".env.production.defaults"].map((file) => {
    try {
      return dotenv.parse(fs.readFileSync(path.join(root, file), "utf8"));
    } catch {
      return {};
    }
  });
}

/**
 * What the build bakes in: `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` (Gatsby's choice of file) under the environment,
 * as Gatsby layers them for the bundles and the functions. No file is no layer.
 */
export function deploymentEnv(
  root: string,
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const file = path.join(root, `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || "production"}`);
  let fromFile: Record<string, string> = {};
  try {
    fromFile = dotenv.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
  }
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined));
  return { ...fromFile, ...set };
}

/** The message that stops a deployment build with local settings; null when the build may go on. */
export function deployableProblem(root: string, env: Record<string, string | undefined>): string | null {
  const problems = deploymentProblems(deploymentEnv(root, env), committedSettings(root));
  if (!problems.length) return null;
  return [
    "This is a deployment build (NODE_ENV=production without NW_LOCAL_BUILD=1), but it has settings that only work on this machine:",
    ...problems.map((p) => `  - ${p}`),
    "Set them in the environment or in the git-ignored .env.production (the environment wins over the file). To build for this machine instead, run `npm run serve`, or set NW_LOCAL_BUILD=1.",
  ].join("\n");
}
