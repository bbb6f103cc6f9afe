/**
 * ESLint for the whole repository (`npm run lint`, a stage of `npm test`): JavaScript's and typescript-eslint's
 * recommended rules everywhere; the rules of hooks and jsx-a11y for the browser's components; and, for the product
 * code (core/, src/, server/), the type-aware rules that catch what tsc cannot: a promise nobody awaits or catches,
 * a promise where a plain value belongs. Formatting is Prettier's, import direction dependency-cruiser's.
 *
 * The type-aware rules build a TypeScript program of those folders (about 40 s of CPU, as much as the type-check):
 * `npm test` runs with NW_ESLINT_TYPES=off to stay within CI's time on two cores; `npm run lint` and
 * `npm run test:full` run them.
 */
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";

const typeAware = process.env.NW_ESLINT_TYPES !== "off";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/",
      "public/",
      ".cache/",
      "reports/",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".emulator-data/",
      ".netlify/",
      "infra/cdk.out/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // A variable read by a closure before its one assignment (a CDK Lazy value) stays a `let`.
      "prefer-const": ["error", { ignoreReadBeforeAssign: true }],
      // Our patterns name control characters by escape, on purpose (input checks); the rule flags escapes too.
      "no-control-regex": "off",
      // An unused argument or a rest sibling kept on purpose is named with a leading underscore.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.tsx"],
    rules: {
      // Safari drops a list's semantics under `list-style: none`; role="list" gives them back.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
      // A scrolling region with a name takes focus so keyboards can scroll it (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { tags: [], roles: ["tabpanel", "region", "group"] }],
      // Our fields and buttons focus deliberately (the first field of a step, the safe answer of a warning).
      "jsx-a11y/no-autofocus": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    // CommonJS configs and the scripts that must run on bare Node.
    files: ["**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["__mocks__/**", "test/**", "**/*.test.{ts,tsx}"],
    languageOptions: { globals: globals.jest },
    // jest.mock factories, and modules that must load after a global is set, take require().
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...(typeAware
    ? [
        {
          files: ["core/**/*.{ts,tsx}", "src/**/*.{ts,tsx}", "server/**/*.ts"],
          ignores: ["**/*.test.{ts,tsx}", "**/__tests__/**"],
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
          rules: {
            "@typescript-eslint/no-floating-promises": "error",
            "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
            "@typescript-eslint/await-thenable": "error",
          },
        },
      ]
    : []),
);
