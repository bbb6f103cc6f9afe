/**
 * Production browser builds get this in place of `@builder.io/partytown/integration` (a webpack alias in
 * gatsby-node.ts). Gatsby's internal Partytown plugin imports it on every page, but in production it only injects
 * the snippet under `gatsby develop` (its onInitialClientRender returns at once otherwise), and off-main-thread
 * scripts are added server-side, where the real package stays. So the 2 kB of snippet code were dead weight on
 * every page. If a production page ever did reach this, it says so instead of failing silently.
 */
export function partytownSnippet(): string {
  throw new Error(
    "Partytown's snippet is not in the browser bundle (see src/vendor/partytownIntegration.ts); off-main-thread scripts are injected at build time.",
  );
}
