/**
 * What the security e-mails remember per user, in the site's DynamoDB table under the user's partition (keyed by
 * the verified Cognito sub): the last security state seen (MFA factors, passkeys, the e-mail address and phone
 * number, and the last e-mail address Cognito said was verified, where notices go until a new one is confirmed) and
 * the devices that have signed in. A new device is recorded with a conditional put, so two parallel sign-ins from
 * one new device send one e-mail, and at most MAX_DEVICES are kept (the oldest goes).
 *
 * It also keeps the server's own record of each sign-in's time, written once when the sign-in's session starts and
 * never by a refresh: step-up (sign-in-time.ts) reads it, so a token whose auth_time a refresh changed cannot pass
 * for a recent sign-in. One per sign-in, so in a partition of its own (the calendar's Query of the user's partition
 * never reads them); each expires with the sign-in's refresh token (TTL).
 *
 * Keys: pk = USER#<sub>; sk = SECURITY#STATE, SECURITY#DEVICE#<device id>. pk = USER#<sub>#SIGN-INS; sk = origin_jti.
 */
import { ConditionalCheckFailedException } from "@aws-sdk/client-dynamodb";
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  paginateQuery,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from "@aws-sdk/lib-dynamodb";
import { userPk } from "../db/keys";
import { TTL_ATTRIBUTE } from "../db/table";
import type { SignInDevice } from "./device";
import type { ContactState, PasskeySummary, SecurityState } from "./state";

export const STATE_SK = "SECURITY#STATE";
export const DEVICE_PREFIX = "SECURITY#DEVICE#";
export const signInsPk = (sub: string) => `${userPk(sub)}#SIGN-INS`;
export const MAX_DEVICES = 50;

const text = (v: unknown): string | null | undefined => (typeof v === "string" ? v : v === null ? null : undefined);

/** The stored contact, or undefined (not known: stored before addresses were kept, or malformed). */
function readContact(item: Record<string, unknown> | undefined): ContactState | undefined {
  const c = item?.contact as Record<string, unknown> | undefined;
  if (!c || typeof c !== "object") return undefined;
  const [email, verifiedEmail, phone] = [text(c.email), text(c.verifiedEmail), text(c.phone)];
  if (email === undefined || verifiedEmail === undefined || phone === undefined) return undefined;
  return { email, verifiedEmail, phone };
}

export type DeviceVerdict =
  /** The first device the account is seen with: the baseline, no e-mail. */
  "first" | "new" | "known";

export class SecurityStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async state(sub: string): Promise<SecurityState | null> {
    const out = await this.db.send(new GetCommand({ TableName: this.table, Key: { pk: userPk(sub), sk: STATE_SK } }));
    const item = out.Item;
    if (!item) return null;
    const mfa = Array.isArray(item.mfa) ? item.mfa.filter((m): m is string => typeof m === "string") : [];
    const passkeys = Array.isArray(item.passkeys)
      ? item.passkeys.filter((p): p is PasskeySummary => typeof p?.id === "string" && typeof p?.name === "string")
      : null;
    const contact = readContact(item);
    return contact ? { mfa, passkeys, contact } : { mfa, passkeys };
  }

  async saveState(sub: string, state: SecurityState, at: number): Promise<void> {
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          pk: userPk(sub),
          sk: STATE_SK,
          mfa: state.mfa,
          passkeys: state.passkeys,
          ...(state.contact ? { contact: state.contact } : {}),
          updatedAt: at,
        },
      }),
    );
  }

  /**
   * Records when the sign-in `originJti` happened (epoch seconds), unless it is already recorded: posting a
   * refreshed token of an older sign-in again cannot move its time forward.
   */
  async recordSignIn(sub: string, originJti: string, authenticatedAt: number, expiresAt: number): Promise<void> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { pk: signInsPk(sub), sk: originJti, authenticatedAt, [TTL_ATTRIBUTE]: expiresAt },
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    }
  }

  /** When the sign-in `originJti` happened (epoch seconds), or null when the server never saw it start. */
  async signInTime(sub: string, originJti: string): Promise<number | null> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: { pk: signInsPk(sub), sk: originJti },
        ConsistentRead: true,
      }),
    );
    const at = out.Item?.authenticatedAt;
    return typeof at === "number" && Number.isFinite(at) ? at : null;
  }

  /** Records a sign-in from `device`; says whether the account has seen it before. */
  async recordDevice(sub: string, device: SignInDevice, at: number): Promise<DeviceVerdict> {
    const key = { pk: userPk(sub), sk: `${DEVICE_PREFIX}${device.id}` };
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...key, label: device.label, firstSeen: at, lastSeen: at },
          ConditionExpression: "attribute_not_exists(pk)",
        }),
      );
    } catch (err) {
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: key,
          UpdateExpression: "SET lastSeen = :at",
          ExpressionAttributeValues: { ":at": at },
        }),
      );
      return "known";
    }
    const devices = await this.devices(sub);
    await this.prune(sub, devices);
    return devices.length === 1 ? "first" : "new";
  }

  private async devices(sub: string): Promise<{ sk: string; lastSeen: number }[]> {
    const out: { sk: string; lastSeen: number }[] = [];
    const pages = paginateQuery(
      { client: this.db },
      {
        TableName: this.table,
        KeyConditionExpression: "pk = :pk AND begins_with(sk, :prefix)",
        ExpressionAttributeValues: { ":pk": userPk(sub), ":prefix": DEVICE_PREFIX },
        ProjectionExpression: "sk, lastSeen",
      },
    );
    for await (const page of pages)
      for (const item of page.Items ?? []) out.push({ sk: String(item.sk), lastSeen: Number(item.lastSeen) || 0 });
    return out;
  }

  private async prune(sub: string, devices: { sk: string; lastSeen: number }[]): Promise<void> {
    const oldest = [...devices]
      .sort((a, b) => a.lastSeen - b.lastSeen)
      .slice(0, Math.max(0, devices.length - MAX_DEVICES));
    for (const device of oldest)
      await this.db.send(new DeleteCommand({ TableName: this.table, Key: { pk: userPk(sub), sk: device.sk } }));
  }
}
