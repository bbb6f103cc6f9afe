/** The site table's shared facts, and how its variables fall back to the names they had under the calendar. */
import {
  DEFAULT_SITE_TABLE,
  FORMER_SITE_TABLE_VARIABLES,
  readSiteTableVariable,
  SITE_TABLE_VARIABLES,
  siteTableDefinition,
  siteTableEndpointFrom,
  siteTableNameFrom,
} from "./siteTable";

describe("the table name", () => {
  test("SITE_TABLE wins over the former CALENDAR_TABLE", () => {
    expect(siteTableNameFrom({ SITE_TABLE: "site-prod", CALENDAR_TABLE: "calendar-prod" })).toBe("site-prod");
  });

  test("CALENDAR_TABLE is still read when SITE_TABLE is unset, empty or blank", () => {
    expect(siteTableNameFrom({ CALENDAR_TABLE: "calendar-prod" })).toBe("calendar-prod");
    expect(siteTableNameFrom({ SITE_TABLE: "", CALENDAR_TABLE: "calendar-prod" })).toBe("calendar-prod");
    expect(siteTableNameFrom({ SITE_TABLE: "  ", CALENDAR_TABLE: " calendar-prod " })).toBe("calendar-prod");
  });

  test("the default when neither is set", () => {
    expect(siteTableNameFrom({})).toBe(DEFAULT_SITE_TABLE);
    expect(siteTableNameFrom({ SITE_TABLE: "", CALENDAR_TABLE: "" })).toBe("unifiedtime");
  });
});

describe("the endpoint", () => {
  test("SITE_DYNAMODB_ENDPOINT wins over the former CALENDAR_DYNAMODB_ENDPOINT, without a trailing slash", () => {
    expect(
      siteTableEndpointFrom({
        SITE_DYNAMODB_ENDPOINT: "http://127.0.0.1:4004/",
        CALENDAR_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232",
      }),
    ).toBe("http://127.0.0.1:4004");
  });

  test("CALENDAR_DYNAMODB_ENDPOINT is still read when SITE_DYNAMODB_ENDPOINT is unset or empty", () => {
    expect(siteTableEndpointFrom({ CALENDAR_DYNAMODB_ENDPOINT: "http://127.0.0.1:9232" })).toBe(
      "http://127.0.0.1:9232",
    );
    expect(siteTableEndpointFrom({ SITE_DYNAMODB_ENDPOINT: "", CALENDAR_DYNAMODB_ENDPOINT: "http://db.local" })).toBe(
      "http://db.local",
    );
  });

  test("empty (AWS) when neither is set", () => {
    expect(siteTableEndpointFrom({})).toBe("");
    expect(siteTableEndpointFrom({ SITE_DYNAMODB_ENDPOINT: "", CALENDAR_DYNAMODB_ENDPOINT: "" })).toBe("");
  });
});

test("every setting has a SITE_ name and a former CALENDAR_ name, read in that order", () => {
  for (const [setting, name] of Object.entries(SITE_TABLE_VARIABLES)) {
    const former = FORMER_SITE_TABLE_VARIABLES[name];
    expect([name, former]).toEqual([expect.stringMatching(/^SITE_/), name.replace(/^SITE_/, "CALENDAR_")]);
    const key = setting as keyof typeof SITE_TABLE_VARIABLES;
    expect(readSiteTableVariable({ [name]: "new", [former]: "old" }, key)).toBe("new");
    expect(readSiteTableVariable({ [former]: "old" }, key)).toBe("old");
    expect(readSiteTableVariable({}, key)).toBe("");
  }
});

test("the definition: pk and sk strings, on demand, under the name given", () => {
  expect(siteTableDefinition("t1")).toEqual({
    TableName: "t1",
    BillingMode: "PAY_PER_REQUEST",
    AttributeDefinitions: [
      { AttributeName: "pk", AttributeType: "S" },
      { AttributeName: "sk", AttributeType: "S" },
    ],
    KeySchema: [
      { AttributeName: "pk", KeyType: "HASH" },
      { AttributeName: "sk", KeyType: "RANGE" },
    ],
  });
});
