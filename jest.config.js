/**
 * Two projects: React/browser code under jsdom; core (isomorphic), server and emulator code under node. Files
 * named *.full.test.ts are the slow proofs of `npm run test:full` (TEST_FULL=1), left out of the fast suite.
 */
const fs = require("fs");
const path = require("path");

const FULL = process.env.TEST_FULL === "1";
// The AWS stack's tests (infra/, its own package so the site's install does not grow): run once `npm ci --prefix
// infra` has installed aws-cdk-lib; npm test runs them in a stage of their own (NW_JEST_SKIP_INFRA=1 elsewhere).
const INFRA =
  process.env.NW_JEST_SKIP_INFRA !== "1" &&
  (process.env.TEST_INFRA === "1" || fs.existsSync(path.join(__dirname, "infra/node_modules/aws-cdk-lib")));
// The emulators driven by the official clients of the real services (emulators/conformance, its own package):
// `npm run test:conformance` installs them and runs this project alone; `npm run test:full` runs it too.
const CONFORMANCE = FULL || process.env.TEST_CONFORMANCE === "1";
// SWC compiles TypeScript and JSX as Gatsby's Babel preset would for the browser (the automatic JSX runtime from
// theme-ui) and ES modules to CommonJS for jest, hoisting jest.mock calls.
const swc = (syntax) => [
  "@swc/jest",
  {
    jsc: {
      parser: syntax === "typescript" ? { syntax, tsx: true } : { syntax, jsx: true },
      transform: { react: { runtime: "automatic", importSource: "theme-ui" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];
const shared = {
  testPathIgnorePatterns: ["/node_modules/", ...(FULL ? [] : ["\\.full\\.test\\.tsx?$"])],
  transform: { "^.+\\.tsx?$": swc("typescript"), "^.+\\.[cm]?jsx?$": swc("ecmascript") },
  moduleNameMapper: {
    // amazon-cognito-identity-js's SRP runs on the native-BigInt stand-in the browser build ships (the alias in
    // gatsby-node.ts; the two move together): jsbn's modPow was three quarters of the CPU of every test that signs
    // in. bigIntegerLite.test.ts still compares it call by call with the library's own jsbn copy.
    "^\\./BigInteger$": "<rootDir>/src/auth/cognito/vendor/bigIntegerLite.ts",
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
  },
  // ESM packages that must be transformed for jest's CommonJS runtime.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|jose|oauth4webapi|hast-util-to-html|hast-util-whitespace|ccount|comma-separated-tokens|html-void-elements|property-information|space-separated-tokens|stringify-entities|character-entities-html4|character-entities-legacy|zwitch)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
};

module.exports = {
  // Every core: jest's default leaves one free, which on our 2-core machines means one worker in band
  // (measured here: 200 s in band, 121 s with two workers).
  maxWorkers: "100%",
  projects: [
    {
      ...shared,
      displayName: "web",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost" },
      testMatch: ["<rootDir>/src/**/*.test.{ts,tsx}"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/src/api/"],
      setupFiles: ["<rootDir>/test/loadershim.js"],
      setupFilesAfterEnv: ["<rootDir>/test/setup-web.ts"],
    },
    {
      ...shared,
      displayName: "node",
      testEnvironment: "node",
      testMatch: [
        "<rootDir>/core/**/*.test.ts",
        "<rootDir>/server/**/*.test.ts",
        "<rootDir>/emulators/**/*.test.ts",
        "<rootDir>/scripts/**/*.test.ts",
        "<rootDir>/src/api/**/*.test.ts",
        "<rootDir>/test/**/*.test.ts",
      ],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/emulators/conformance/"],
    },
    ...(INFRA
      ? [
          {
            ...shared,
            displayName: "infra",
            testEnvironment: "node",
            testMatch: ["<rootDir>/infra/**/*.test.ts"],
            testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "/cdk\\.out/"],
          },
        ]
      : []),
    ...(CONFORMANCE
      ? [
          {
            ...shared,
            displayName: "conformance",
            testEnvironment: "node",
            testMatch: ["<rootDir>/emulators/conformance/**/*.test.ts"],
            // The clients run unmodified: no stand-ins (the shared BigInteger mapping would replace Amplify's too).
            moduleNameMapper: {},
            // openid-client 6 and its oauth4webapi are ES modules only.
            transformIgnorePatterns: ["node_modules/(?!(openid-client|oauth4webapi|jose)/)"],
          },
        ]
      : []),
  ],
};
