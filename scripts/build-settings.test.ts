/** The comparison `npm run serve` uses to decide whether public/ talks to the emulators it starts. */
import { compareBuildSettings } from "./build-settings";

const wanted = {
  GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:9229/",
  SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232",
};

test("no difference when the build recorded what is wanted (extra recorded settings do not matter)", () => {
  expect(compareBuildSettings(wanted, { ...wanted, GATSBY_COGNITO_USER_POOL_ID: "us-east-1_LocalPool1" })).toEqual([]);
});

test("one line per differing setting, with both values", () => {
  expect(
    compareBuildSettings(wanted, {
      GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:41234/",
      SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232",
    }),
  ).toEqual(["GATSBY_COGNITO_ENDPOINT: built 'http://127.0.0.1:41234/', wanted 'http://127.0.0.1:9229/'"]);
});

test("a setting the build did not record (an older build) differs", () => {
  expect(compareBuildSettings(wanted, { GATSBY_COGNITO_ENDPOINT: "http://127.0.0.1:9229/" })).toEqual([
    "SITE_DYNAMODB_ENDPOINT: built unknown, wanted 'http://127.0.0.1:9232'",
  ]);
});

test("no recorded build differs on everything; an empty recorded value is not unknown", () => {
  expect(compareBuildSettings(wanted, null)).toHaveLength(2);
  expect(compareBuildSettings({ X: "" }, { X: "" })).toEqual([]);
  expect(compareBuildSettings({ X: "a" }, { X: "" })).toEqual(["X: built '', wanted 'a'"]);
});
