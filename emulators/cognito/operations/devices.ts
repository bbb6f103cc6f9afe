/** ConfirmDevice, GetDevice, ForgetDevice, UpdateDeviceStatus, ListDevices. */
import type { Context } from "../context";
import { Errors } from "../errors";
import type { DeviceRecord, UserRecord } from "../state";
import { authenticateAccessToken } from "../token-service";
import { epochSeconds } from "../users";
import { optInt, optObject, optString, reqString, TOKEN_RULE, type Body } from "../validation";
import type { OperationTable } from "./types";

const DEVICE_KEY_RULE = { max: 55, min: 1, pattern: /^[\w-]+_[0-9a-f-]+$/, patternText: "[\\w-]+_[0-9a-f-]+" };
export const DEVICE_LIST_MAX = 60;

export function deviceView(d: DeviceRecord) {
  const attrs = [
    { Name: "device_status", Value: "valid" },
    { Name: "dev:device_remembered_status", Value: d.status },
  ];
  if (d.name) attrs.push({ Name: "device_name", Value: d.name });
  if (d.lastIp) attrs.push({ Name: "last_ip_used", Value: d.lastIp });
  return {
    DeviceKey: d.key,
    DeviceAttributes: attrs,
    DeviceCreateDate: epochSeconds(d.createdAt),
    DeviceLastModifiedDate: epochSeconds(d.updatedAt),
    DeviceLastAuthenticatedDate: epochSeconds(d.lastAuthenticatedAt),
  };
}

/** The user's device by key; optionally also unconfirmed ones (ConfirmDevice). */
function userDevice(ctx: Context, user: UserRecord, input: Body, includeUnconfirmed = false): DeviceRecord {
  const key = reqString(input, "DeviceKey", DEVICE_KEY_RULE);
  const device = ctx.store.state.devices[key];
  if (!device || device.username !== user.username || (!device.confirmed && !includeUnconfirmed))
    throw Errors.deviceNotFound();
  return device;
}

function base64Hex(value: unknown, name: string): string {
  if (typeof value !== "string" || !value) throw Errors.missingParameter(name);
  if (value.length > 2048 || !/^[A-Za-z0-9+/]+={0,2}$/.test(value))
    throw Errors.invalidParameter(`${name} must be base64.`);
  const hex = Buffer.from(value, "base64").toString("hex");
  if (!hex) throw Errors.invalidParameter(`${name} must not be empty.`);
  return hex;
}

function paginationOffset(token: string | undefined): number {
  if (!token) return 0;
  const m = /^o(\d{1,6})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  if (!m) throw Errors.invalidParameter("Invalid pagination token.");
  return Number(m[1]);
}

export const deviceOperations: OperationTable = {
  ConfirmDevice: {
    handler(ctx, input, meta) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const device = userDevice(ctx, user, input, true);
      const config = optObject(input, "DeviceSecretVerifierConfig");
      if (!config) throw Errors.missingParameter("DeviceSecretVerifierConfig");
      const salt = base64Hex(config.Salt, "Salt");
      const verifier = base64Hex(config.PasswordVerifier, "PasswordVerifier");
      const name = optString(input, "DeviceName", { max: 1024 });
      const optIn = ctx.config.devices.deviceOnlyRememberedOnUserPrompt;
      Object.assign(device, {
        salt,
        verifier,
        confirmed: true,
        status: optIn ? "not_remembered" : "remembered",
        updatedAt: ctx.now(),
      });
      if (name) device.name = name;
      if (meta.ip) device.lastIp = meta.ip;
      return { UserConfirmationNecessary: optIn };
    },
  },
  GetDevice: {
    readonly: true,
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      return { Device: deviceView(userDevice(ctx, user, input)) };
    },
  },
  ForgetDevice: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const device = userDevice(ctx, user, input, true);
      delete ctx.store.state.devices[device.key];
      return {};
    },
  },
  UpdateDeviceStatus: {
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const device = userDevice(ctx, user, input);
      const status = optString(input, "DeviceRememberedStatus", { max: 32 });
      if (status !== undefined && status !== "remembered" && status !== "not_remembered") {
        throw Errors.enumValue("deviceRememberedStatus", status, ["remembered", "not_remembered"]);
      }
      if (status) device.status = status;
      device.updatedAt = ctx.now();
      return {};
    },
  },
  ListDevices: {
    readonly: true,
    handler(ctx, input) {
      const { user } = authenticateAccessToken(ctx, reqString(input, "AccessToken", TOKEN_RULE));
      const limit = optInt(input, "Limit", 0, DEVICE_LIST_MAX) ?? DEVICE_LIST_MAX;
      const offset = paginationOffset(optString(input, "PaginationToken", { max: 256 }));
      const all = Object.values(ctx.store.state.devices)
        .filter((d) => d.username === user.username && d.confirmed)
        .sort((a, b) => a.createdAt - b.createdAt || a.key.localeCompare(b.key));
      const page = all.slice(offset, offset + (limit || DEVICE_LIST_MAX));
      const next = offset + page.length;
      const result: Record<string, unknown> = { Devices: page.map(deviceView) };
      if (next < all.length) result.PaginationToken = Buffer.from(`o${next}`).toString("base64url");
      return result;
    },
  },
};
