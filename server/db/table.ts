/**
 * The site's one DynamoDB table, as the functions use it: created on demand with partition key `pk` and sort key
 * `sk` (both strings), items that expire carrying TTL_ATTRIBUTE. The definition is plain data in
 * core/db/siteTable.ts, so the local DynamoDB emulator creates the very same table; tests create it from it too
 * (testing/dynalite.ts), and docs/deployment.md documents it for production. Who owns which partition: keys.ts.
 */
export { DEFAULT_SITE_TABLE, siteTableDefinition, TTL_ATTRIBUTE } from "../../core/db/siteTable";
