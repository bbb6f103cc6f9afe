/**
 * The kit's test helpers, for tests, benches and the e2e support only (product code may not import testing/): an
 * OAuth client for the provider stand-ins (consent, code exchange, bearer calls, a movable clock) and the jest setup
 * of a stand-in started once with its seed.
 */
export * from "./oauth-client";
export * from "./seeded-stand-in";
