/**
 * The Google stand-in's test helpers, for tests only (product code may not import testing/): a stand-in on a free
 * port with a movable clock, the test client and its fixture account, and events.list fixtures.
 */
export * from "./helpers";
