/** @jest-environment node */
import path from "node:path";
import { CHECKED_WITH_VERSION, standInWebpackConfig } from "./standIns";

it("is checked against the installed library's version (gatsby-node applies the stand-ins to it only)", () => {
  expect(require("amazon-cognito-identity-js/package.json").version).toBe(CHECKED_WITH_VERSION);
});

it("points every alias at a stand-in that exists, for the library's modules only", () => {
  const root = path.resolve(__dirname, "../../../..");
  const config = standInWebpackConfig((file) => path.join(root, file));
  const [rule] = config.module.rules;
  expect(rule!.test.test(path.join(root, "node_modules/amazon-cognito-identity-js/es/AuthenticationHelper.js"))).toBe(
    true,
  );
  expect(rule!.test.test(path.join(root, "node_modules/@aws-sdk/client-cognito-identity/dist-es/index.js"))).toBe(
    false,
  );
  const targets = [...Object.values(config.resolve.alias), ...Object.values(rule!.resolve.alias)];
  expect(targets).toHaveLength(3);

  for (const target of targets) expect(require("node:fs").existsSync(target)).toBe(true);
  // The library's own BigInteger module is there to be replaced.
  const original = Object.keys(config.resolve.alias)[0]!.replace(/\$$/, "");
  expect(require.resolve(`${original}.js`)).toBeTruthy();
});
