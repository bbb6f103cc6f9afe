/**
 * The house rules of docs/architecture.md, checked by `npm run lint:deps` (part of `npm test`): any violation
 * fails the suite.
 */
/** Tests with their builders and harnesses. */
const TESTS = "(\\.test\\.tsx?$|/testing/|/__tests__/|^e2e/|^test/|^infra/test/)";
/** What may use them: tests, and the tooling in scripts/ (benchmarks, the local function host). */
const TEST_SIDE = `(${TESTS}|^scripts/)`;
/**
 * The folder of one emulator (emulators/<name>/, kit/ and conformance/ too), and its two ways in: index.ts, what the
 * stand-in offers, and testing/index.ts, its test helpers. The kit's OAuth pieces (kit/oauth/index.ts) are a third
 * way into the kit, for the two OAuth providers' stand-ins only: they bring X.509 and its Reflect polyfill, which
 * Cognito, SMTP, DynamoDB and the AWS stack's type-check do not need.
 */
const EMULATOR = "^emulators/[^/]+/";
const EMULATOR_ENTRY = "^emulators/([^/]+/(testing/)?|kit/oauth/)index\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import circle: split the shared part out, or load a lazy chunk through the one lazy helper.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-not-to-browser",
      severity: "error",
      comment: "server/ (the functions) never imports src/ (the browser): move what both need to core/.",
      from: { path: "^server/" },
      to: { path: "^src/" },
    },
    {
      name: "browser-not-to-server",
      severity: "error",
      comment: "Only the thin handlers in src/api import server/.",
      from: { path: "^src/", pathNot: "^src/api/" },
      to: { path: "^server/" },
    },
    {
      name: "core-is-isomorphic",
      severity: "error",
      comment: "core/ is shared by the browser, the functions and the emulators: it imports none of them.",
      from: { path: "^core/" },
      to: { path: "^(src|server|emulators)/" },
    },
    {
      name: "emulators-stand-alone",
      severity: "error",
      comment: "The emulators stand in for outside services: they import core/, never src/ or server/.",
      from: { path: "^emulators/" },
      to: { path: "^(src|server)/" },
    },
    {
      name: "infra-builds-from-core",
      severity: "error",
      comment:
        "infra/ (the AWS stack) builds from core/'s definitions only, never from src/ or server/ (its policy test reads server/ as text).",
      from: { path: "^infra/", pathNot: "^infra/test/" },
      to: { path: "^(src|server|emulators|scripts)/" },
    },
    {
      name: "infra-tests-compare-not-reach",
      severity: "error",
      comment:
        "infra's tests may start the emulators and run the deployment check, but never import the site or the functions.",
      from: { path: "^infra/test/" },
      to: { path: "^(src|server)/" },
    },
    {
      name: "no-test-imports-a-test",
      severity: "error",
      comment: "A test file is run, never imported: shared cases and builders go in a testing/ folder.",
      from: {},
      to: { path: "\\.test\\.tsx?$" },
    },
    {
      name: "product-not-to-tests",
      severity: "error",
      comment: "Product code never imports a test or a test builder (testing/ folders are for tests).",
      from: { pathNot: TEST_SIDE },
      to: { path: TESTS },
    },
    {
      name: "emulator-entry-points",
      severity: "error",
      comment:
        "An emulator is used through its index.ts (what it offers) or testing/index.ts (its test helpers), never its internals, so each folder can change inside without breaking the site's tests, the e2e support or another emulator.",
      from: { pathNot: EMULATOR },
      to: { path: EMULATOR, pathNot: EMULATOR_ENTRY },
    },
    {
      name: "emulator-entry-points-between-emulators",
      severity: "error",
      comment:
        "An emulator uses another one (the kit too) through its index.ts or testing/index.ts; inside its own folder a module imports its siblings directly, never its own index (an import circle).",
      from: { path: "^emulators/([^/]+)/" },
      to: { path: EMULATOR, pathNot: `^emulators/$1/|${EMULATOR_ENTRY}` },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(node_modules|public|\\.cache|reports|cdk\\.out)/" },
    // Type-only imports tie a server file to a browser file too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"] },
  },
};
