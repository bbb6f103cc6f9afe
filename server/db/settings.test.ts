/** The site table's settings: each SITE_* variable, else its former CALENDAR_* name, else the default. */
import { calendarSettingsFrom } from "../calendar/settings";
import { builtSiteTableSettings, siteTableSettingsFrom } from "./settings";

const FORMER = {
  CALENDAR_TABLE: "calendar-prod",
  CALENDAR_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232/",
  CALENDAR_DYNAMODB_REGION: "eu-west-1",
  CALENDAR_AWS_ACCESS_KEY_ID: "AKIDFORMER",
  CALENDAR_AWS_SECRET_ACCESS_KEY: "former-secret",
};
const CURRENT = {
  SITE_TABLE: "site-prod",
  SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:4004",
  SITE_DYNAMODB_REGION: "eu-central-1",
  SITE_AWS_ACCESS_KEY_ID: "AKIDSITE",
  SITE_AWS_SECRET_ACCESS_KEY: "site-secret",
};

test("the new names win when both are set", () => {
  expect(siteTableSettingsFrom({ ...FORMER, ...CURRENT, AWS_REGION: "us-west-2" })).toEqual({
    table: "site-prod",
    dynamodbEndpoint: "http://127.0.0.1:4004",
    dynamodbRegion: "eu-central-1",
    awsAccessKeyId: "AKIDSITE",
    awsSecretAccessKey: "site-secret",
  });
});

test("the former names are still read, one by one, where the new ones are unset or empty", () => {
  expect(siteTableSettingsFrom({ ...FORMER, AWS_REGION: "us-west-2" })).toEqual({
    table: "calendar-prod",
    dynamodbEndpoint: "http://127.0.0.1:9232",
    dynamodbRegion: "eu-west-1",
    awsAccessKeyId: "AKIDFORMER",
    awsSecretAccessKey: "former-secret",
  });
  expect(siteTableSettingsFrom({ ...FORMER, SITE_TABLE: "", SITE_DYNAMODB_REGION: "eu-central-1" })).toMatchObject({
    table: "calendar-prod",
    dynamodbRegion: "eu-central-1",
  });
});

test("the defaults when neither is set: unifiedtime on AWS, AWS_REGION then us-east-1, the default credential chain", () => {
  expect(siteTableSettingsFrom({})).toEqual({
    table: "unifiedtime",
    dynamodbEndpoint: "",
    dynamodbRegion: "us-east-1",
    awsAccessKeyId: "",
    awsSecretAccessKey: "",
  });
  expect(siteTableSettingsFrom({ AWS_REGION: "ap-southeast-2" }).dynamodbRegion).toBe("ap-southeast-2");
});

test("the calendar's settings carry the same table settings", () => {
  expect(calendarSettingsFrom({ ...FORMER, ...CURRENT })).toMatchObject(siteTableSettingsFrom(CURRENT));
  expect(calendarSettingsFrom({ CALENDAR_TABLE: "calendar-prod" }).table).toBe("calendar-prod");
});

describe("built from process.env (each name written out, for Gatsby to bake in)", () => {
  const names = [...Object.keys(FORMER), ...Object.keys(CURRENT), "AWS_REGION"];
  let saved: Record<string, string | undefined>;
  beforeEach(() => {
    saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
    for (const n of names) delete process.env[n];
  });
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });

  test("the new names, the former ones, and the defaults", () => {
    expect(builtSiteTableSettings()).toEqual(siteTableSettingsFrom({}));
    Object.assign(process.env, FORMER);
    expect(builtSiteTableSettings()).toEqual(siteTableSettingsFrom(FORMER));
    expect(builtSiteTableSettings().table).toBe("calendar-prod");
    Object.assign(process.env, CURRENT);
    expect(builtSiteTableSettings()).toEqual(siteTableSettingsFrom(CURRENT));
    expect(builtSiteTableSettings().table).toBe("site-prod");
  });
});
