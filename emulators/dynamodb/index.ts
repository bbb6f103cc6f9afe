/** Public API of the local DynamoDB (dynalite with the site table), for the registry and tests. */
export { startDynamoDbEmulator, DEFAULT_TABLE, LOCAL_CREDENTIALS, LOCAL_REGION } from "./emulator";
export type { RunningDynamoDb, StartDynamoDbOptions } from "./emulator";
