/**
 * Everything the site keeps of a user, erased when they delete their account (POST /api/account/delete), before
 * Cognito's DeleteUser: afterwards nobody could sign in as them to try again. Calendar grants are revoked at the
 * provider where it can be done (Google; Microsoft has no endpoint for it), then every item of the user's partitions
 * goes (server/db/keys.ts: connections and their sealed tokens, synced events, preferences, overrides, locks and
 * their lines, security state, devices, sign-in records) with their last sign-in in the user console. The console's
 * audit trail stays: it is the administrators' record of what they did.
 */
import { BatchWriteCommand, DeleteCommand, paginateQuery, type DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { lockLinesPk, syncedEventsPk } from "../calendar/store/keys";
import { userPk } from "../db/keys";
import { signInsPk } from "../security/store";
import { SIGNIN_PK } from "../users/audit";

export interface ErasureDeps {
  db: DynamoDBDocumentClient;
  table: string;
  /**
   * Revokes the user's calendar grants at the providers (the connections themselves go with the partitions below);
   * null where the calendar is not set up (no usable token key: nothing stored can be opened to revoke).
   */
  revokeCalendarGrants: ((sub: string) => Promise<void>) | null;
}

/** DynamoDB's BatchWriteItem takes at most 25 requests. */
const BATCH = 25;
/** Unprocessed deletes (throttling) are sent again this many times before the erasure fails and can be retried. */
const BATCH_ATTEMPTS = 5;

/** The user's partitions: the one Query of USER#<sub> and the kinds kept apart from it. */
export function userPartitions(sub: string): string[] {
  return [userPk(sub), syncedEventsPk(sub), lockLinesPk(sub), signInsPk(sub)];
}

async function deleteKeys(deps: ErasureDeps, keys: Record<string, unknown>[]): Promise<void> {
  let pending = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > BATCH_ATTEMPTS) throw new Error(`DynamoDB left ${pending.length} deletes unprocessed; erase again.`);
    const out = await deps.db.send(new BatchWriteCommand({ RequestItems: { [deps.table]: pending } }));
    pending = (out.UnprocessedItems?.[deps.table] ?? []).flatMap((request) =>
      request.DeleteRequest?.Key ? [{ DeleteRequest: { Key: request.DeleteRequest.Key } }] : [],
    );
  }
}

async function erasePartition(deps: ErasureDeps, pk: string): Promise<number> {
  let erased = 0;
  const pages = paginateQuery(
    { client: deps.db },
    {
      TableName: deps.table,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": pk },
      ProjectionExpression: "pk, sk",
    },
  );
  for await (const page of pages) {
    const keys = (page.Items ?? []).map((item) => ({ pk: item.pk, sk: item.sk }));
    for (let i = 0; i < keys.length; i += BATCH) await deleteKeys(deps, keys.slice(i, i + BATCH));
    erased += keys.length;
  }
  return erased;
}

/** Erases what the site keeps of `sub` (the verified Cognito sub); returns how many items went. Throws on failure. */
export async function eraseUserData(deps: ErasureDeps, sub: string): Promise<number> {
  if (deps.revokeCalendarGrants) await deps.revokeCalendarGrants(sub);
  let erased = 0;
  for (const pk of userPartitions(sub)) erased += await erasePartition(deps, pk);
  await deps.db.send(new DeleteCommand({ TableName: deps.table, Key: { pk: SIGNIN_PK, sk: sub } }));
  return erased;
}
