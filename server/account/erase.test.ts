/** Erasing a user's data over the real DynamoDB wire protocol (dynalite): theirs goes, nobody else's. */
import { GetCommand, PutCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import { startTestTable, type TestTable } from "../db/testing/dynalite";
import { AUDIT_PK, SIGNIN_PK } from "../users/audit";
import { eraseUserData, userPartitions, type ErasureDeps } from "./erase";
import { randomBytes } from "crypto";
import { createServer } from "http";
import type { AddressInfo } from "net";
import { ConnectionService } from "../calendar/connections";
import { createGoogleProvider } from "../calendar/providers/google";
import { CalendarStore } from "../calendar/store/store";
import { TokenVault } from "../calendar/store/token-vault";
import { fakeProviders } from "../calendar/testing/fake-provider";
import { testSettings } from "../calendar/testing/settings";

jest.setTimeout(60_000);

let t: TestTable;
beforeAll(async () => {
  t = await startTestTable("erase-test");
});
afterAll(() => t.stop());

const GONE = "sub-leaving";
const STAYS = "sub-staying";

async function put(pk: string, sk: string): Promise<void> {
  await t.db.send(new PutCommand({ TableName: t.table, Item: { pk, sk, payload: "x".repeat(200) } }));
}

async function count(pk: string): Promise<number> {
  const out = await t.db.send(
    new QueryCommand({
      TableName: t.table,
      KeyConditionExpression: "pk = :pk",
      ExpressionAttributeValues: { ":pk": pk },
    }),
  );
  return out.Items?.length ?? 0;
}

/** Sixty items in the user's own partition (more than one batch of 25), a few in each of the others. */
async function seed(sub: string): Promise<void> {
  const [own, ...others] = userPartitions(sub);
  for (let i = 0; i < 60; i++) await put(own as string, `ITEM#${String(i).padStart(3, "0")}`);
  for (const pk of others) for (const sk of ["a", "b", "c"]) await put(pk, sk);
  await put(SIGNIN_PK, sub);
}

test("the user's partitions and last sign-in go, after their calendar grants are revoked; others and the audit trail stay", async () => {
  await seed(GONE);
  await seed(STAYS);
  await put(AUDIT_PK, `2026-11-29T00:00:00.000Z#${GONE}`);
  const order: string[] = [];
  const deps: ErasureDeps = {
    db: t.db,
    table: t.table,
    revokeCalendarGrants: async (sub) => {
      order.push(`revoke ${sub}`);
      expect(await count(userPartitions(sub)[0] as string)).toBe(60);
    },
  };

  expect(await eraseUserData(deps, GONE)).toBe(60 + 3 * 3);
  expect(order).toEqual([`revoke ${GONE}`]);
  for (const pk of userPartitions(GONE)) expect(await count(pk)).toBe(0);
  const lastSignIn = await t.db.send(new GetCommand({ TableName: t.table, Key: { pk: SIGNIN_PK, sk: GONE } }));
  expect(lastSignIn.Item).toBeUndefined();

  expect(await Promise.all(userPartitions(STAYS).map(count))).toEqual([60, 3, 3, 3]);
  const kept = await t.db.send(new GetCommand({ TableName: t.table, Key: { pk: SIGNIN_PK, sk: STAYS } }));
  expect(kept.Item).toBeDefined();
  expect(await count(AUDIT_PK)).toBe(1);
});

test("without a calendar set up the items still go; erasing twice finds nothing the second time", async () => {
  await seed("sub-no-calendar");
  const deps: ErasureDeps = { db: t.db, table: t.table, revokeCalendarGrants: null };
  expect(await eraseUserData(deps, "sub-no-calendar")).toBe(69);
  expect(await eraseUserData(deps, "sub-no-calendar")).toBe(0);
});

test("Google unreachable for the revocation stops the erasure before anything is deleted, so it can be tried again", async () => {
  // The real path: the stored, sealed Google grant, the real code flow's revocation request, and a Google that
  // answers 503 (an outage). Before, the failure was logged and the erasure deleted the only stored token.
  const google = await startGoogleThat(503);
  try {
    const sub = "sub-revoke-fails";
    await seed(sub);
    const key = randomBytes(32);
    const vault = new TokenVault(key);
    const store = new CalendarStore(t.db, t.table);
    await store.putConnection(sub, {
      provider: "google",
      state: "connected",
      account: "casey@gmail.example",
      accountId: "g-1",
      connectedAt: "2026-11-01T00:00:00.000Z",
      tokens: vault.seal(sub, "google", { accessToken: "at", refreshToken: "rt", expiresAt: 0, scope: "calendar" }),
    });
    const settings = testSettings({ GOOGLE_OAUTH2_URL: google.url });
    const providers = { ...fakeProviders(), google: createGoogleProvider(settings.google) };
    const connections = new ConnectionService({ store, vault, cookieKey: key, providers, now: () => Date.now() });
    const deps: ErasureDeps = { db: t.db, table: t.table, revokeCalendarGrants: (s) => connections.giveBackAll(s) };

    await expect(eraseUserData(deps, sub)).rejects.toMatchObject({ status: 503, code: "GrantNotRevoked" });
    expect(google.revocations).toBeGreaterThan(0);
    // 60 seeded items and the connection: all there, the grant with them.
    expect(await count(userPartitions(sub)[0] as string)).toBe(61);
    expect(await store.getConnection(sub, "google")).not.toBeNull();
  } finally {
    await google.close();
  }
});

/** A Google OAuth server whose revocation endpoint answers `status`, counting the requests. */
async function startGoogleThat(status: number) {
  let revocations = 0;
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/revoke")) revocations++;
    res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ error: "backendError" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get revocations() {
      return revocations;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
