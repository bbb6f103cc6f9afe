/**
 * Local build or deployment, decided when the site is built, never from a request. A build is a deployment unless
 * it says otherwise: `npm run serve`, the e2e tests and the audit build with NW_LOCAL_BUILD=1; `gatsby develop` and
 * jest are local by their NODE_ENV. Gatsby bakes `process.env.NAME` into the function bundles at build time, so the
 * functions read the same answer, and only a local build accepts the committed development keys and local endpoints
 * (scripts/deployment-check.ts fails a deployment build that still has them).
 */
export const LOCAL_BUILD_VARIABLE = "NW_LOCAL_BUILD";

/** The defaults are written `process.env.NAME` on purpose: that is the form Gatsby's function build replaces. */
export function isLocalBuild(
  nodeEnv: string | undefined = process.env.NODE_ENV,
  localFlag: string | undefined = process.env.NW_LOCAL_BUILD,
): boolean {
  return nodeEnv !== "production" || localFlag === "1";
}
