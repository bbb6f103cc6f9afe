/**
 * Production browser builds get this in place of Gatsby's `.cache/register-service-worker.js` (a webpack alias in
 * gatsby-node.ts). Gatsby's app requires that module on every page but runs it only when a plugin answers its
 * `registerServiceWorker` API (gatsby-plugin-offline does); this site has no such plugin, so it was 0.5 kB of dead
 * code on every page. A plugin added later reaches this line and is told why nothing registers.
 */
throw new Error(
  "A plugin asked Gatsby to register a service worker, but this build leaves out Gatsby's registration code: remove the alias for register-service-worker in gatsby-node.ts.",
);

export {};
