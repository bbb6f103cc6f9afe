/**
 * What a signed-in user can do to their own account (profile, password, MFA, passkeys, devices, sign-out
 * everywhere, deletion), as promises over amazon-cognito-identity-js. Each operation takes the pool's current user,
 * lets the library restore or refresh the session, then calls the library's own method. Three go through the
 * library's client directly, because the library cannot say them: UpdateDeviceStatus for a device other than this
 * browser's, SetUserMFAPreference with e-mail codes, and the passkey calls (passkeyServices.ts).
 */
import type {
  CognitoUser,
  CognitoUserPool,
  CognitoUserSession,
  IMfaSettings,
  UserData,
} from "amazon-cognito-identity-js";
import type { CodeDeliveryDetails, MfaType } from "../flow/types";
import { createPasskeyServices, type PasskeyServices } from "../passkeys/services";

export type { Passkey } from "../passkeys/services";
import { loadWebAuthnBrowser } from "../passkeys/loadWebAuthn";
import type { LoadWebAuthn } from "../passkeys/webAuthn";

export type { MfaType };

export interface AccountProfile {
  username: string;
  /** Every attribute GetUser returned, by name (`email_verified` and the like are the strings "true"/"false"). */
  attributes: Record<string, string>;
  /** GetUser's UserMFASettingList: the MFA types that are turned on. */
  mfaEnabled: MfaType[];
  /** GetUser's PreferredMfaSetting. */
  preferredMfa: MfaType | null;
}

export interface AttributeUpdateResult {
  /** A verification code went out (a changed e-mail address or phone number must be verified). */
  codeSent: boolean;
  deliveries: CodeDeliveryDetails[];
}

export interface MfaChoice {
  enabled: boolean;
  preferred: boolean;
}

export interface MfaPreference {
  totp?: MfaChoice;
  sms?: MfaChoice;
  email?: MfaChoice;
}

export interface Device {
  key: string;
  /** The `device_name` attribute (the browser's user agent when acij confirmed it); "" when there is none. */
  name: string;
  lastUsed: Date;
  lastIp?: string;
  remembered: boolean;
}

export interface DevicePage {
  devices: Device[];
  nextToken: string | null;
}

export interface AccountServices extends PasskeyServices {
  getProfile(): Promise<AccountProfile>;
  updateAttributes(attributes: Record<string, string>): Promise<AttributeUpdateResult>;
  deleteAttributes(names: string[]): Promise<void>;
  sendAttributeCode(name: string): Promise<CodeDeliveryDetails>;
  verifyAttribute(name: string, code: string): Promise<void>;
  changePassword(oldPassword: string, newPassword: string): Promise<void>;
  /** Associates a new authenticator app with the access token; resolves with its base32 secret. */
  startTotpSetup(): Promise<string>;
  /** Proves the app works; turning TOTP on is a separate `setMfaPreference`. */
  verifyTotp(code: string, friendlyName: string): Promise<void>;
  setMfaPreference(preference: MfaPreference): Promise<void>;
  listDevices(paginationToken?: string | null): Promise<DevicePage>;
  setDeviceRemembered(key: string, remembered: boolean): Promise<void>;
  forgetDevice(key: string): Promise<void>;
  /** This browser's device key, or null when the pool did not track it. */
  currentDeviceKey(): Promise<string | null>;
  /** Invalidates every session of the user and clears this browser's cached tokens. */
  globalSignOut(): Promise<void>;
  /** Deletes the user and clears this browser's cached tokens. */
  deleteAccount(): Promise<void>;
}

/** The Cognito page size of ListDevices (its maximum). */
export const DEVICE_PAGE_SIZE = 60;

const MFA_TYPES: readonly MfaType[] = ["SMS_MFA", "SOFTWARE_TOKEN_MFA", "EMAIL_OTP"];
const isMfaType = (value: unknown): value is MfaType => MFA_TYPES.includes(value as MfaType);

interface RawDevice {
  DeviceKey: string;
  DeviceAttributes?: Array<{ Name: string; Value?: string }>;
  DeviceLastAuthenticatedDate?: number;
  DeviceLastModifiedDate?: number;
  DeviceCreateDate?: number;
}

/** A ListDevices entry as the account page shows it (dates come as epoch seconds). */
export function deviceFromWire(raw: RawDevice): Device {
  const attrs = Object.fromEntries((raw.DeviceAttributes ?? []).map((a) => [a.Name, a.Value ?? ""]));
  const seconds = raw.DeviceLastAuthenticatedDate ?? raw.DeviceLastModifiedDate ?? raw.DeviceCreateDate ?? 0;
  return {
    key: raw.DeviceKey,
    name: attrs.device_name ?? "",
    lastUsed: new Date(seconds * 1000),
    ...(attrs.last_ip_used ? { lastIp: attrs.last_ip_used } : {}),
    remembered: attrs["dev:device_remembered_status"] === "remembered",
  };
}

/** SetUserMFAPreference's settings: only the factors being changed are sent. */
export function mfaPreferenceParams(preference: MfaPreference): Record<string, IMfaSettings> {
  const params: Record<string, IMfaSettings> = {};
  const names = { sms: "SMSMfaSettings", totp: "SoftwareTokenMfaSettings", email: "EmailMfaSettings" } as const;
  for (const factor of ["sms", "totp", "email"] as const) {
    const choice = preference[factor];
    if (choice) params[names[factor]] = { Enabled: choice.enabled, PreferredMfa: choice.preferred };
  }
  return params;
}

const notAuthenticated = () =>
  Object.assign(new Error("User is not authenticated"), { code: "NotAuthorizedException" });

/** acij's node-style callbacks as a promise. */
function fromNode<T>(call: (callback: (err?: Error | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => call((err, result) => (err ? reject(err) : resolve(result as T))));
}

/** acij's `{ onSuccess, onFailure }` callbacks as a promise. */
type Callbacks<T> = { onSuccess: (result: T) => void; onFailure: (err: Error) => void };
function fromCallbacks<T>(call: (callbacks: Callbacks<T>) => void): Promise<T> {
  return new Promise((resolve, reject) => call({ onSuccess: resolve, onFailure: reject }));
}

// The pool's client and the user's device key exist at runtime (CognitoUserPool.js, CognitoUser.js) but not in
// the library's typings.
type RawRequest = (
  operation: string,
  params: Record<string, unknown>,
  callback: (err: Error | null, data: unknown) => void,
) => void;
const clientOf = (pool: CognitoUserPool) => (pool as unknown as { client: { request: RawRequest } }).client;
const deviceKeyOf = (user: CognitoUser) => (user as unknown as { deviceKey?: string | null }).deviceKey ?? null;

export function createAccountServices(
  pool: CognitoUserPool,
  { webAuthn = loadWebAuthnBrowser }: { webAuthn?: LoadWebAuthn } = {},
): AccountServices {
  const request = (operation: string, params: Record<string, unknown>) =>
    fromNode<Record<string, unknown>>((done) =>
      clientOf(pool).request(operation, params, (err, data) => done(err, (data ?? {}) as Record<string, unknown>)),
    );

  /** The current user with a valid session (getSession refreshes an expired one). */
  const signedIn = () =>
    new Promise<{ user: CognitoUser; session: CognitoUserSession }>((resolve, reject) => {
      const user = pool.getCurrentUser();
      if (!user) return reject(notAuthenticated());
      user.getSession((err: Error | null, session: CognitoUserSession | null) => {
        if (err || !session) return reject(err ?? notAuthenticated());
        resolve({ user, session });
      });
    });

  /** The current user with this browser's device key loaded from storage. */
  const withDevice = async () => {
    const current = await signedIn();
    current.user.getCachedDeviceKeyAndPassword();
    return current;
  };

  return {
    async getProfile() {
      const { user } = await signedIn();
      // bypassCache: GetUser from the pool, not the copy cached at sign-in (MFA settings change on this page).
      const data = await fromNode<Partial<UserData>>((done) => user.getUserData(done, { bypassCache: true }));
      return {
        username: data.Username ?? user.getUsername(),
        attributes: Object.fromEntries((data.UserAttributes ?? []).map((a) => [a.Name, a.Value])),
        mfaEnabled: (data.UserMFASettingList ?? []).filter(isMfaType),
        preferredMfa: isMfaType(data.PreferredMfaSetting) ? data.PreferredMfaSetting : null,
      };
    },

    async updateAttributes(attributes) {
      const { user } = await signedIn();
      const list = Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
      const details = await new Promise<{ CodeDeliveryDetailsList?: CodeDeliveryDetails[] } | undefined>(
        (resolve, reject) =>
          user.updateAttributes(list, (err, _result, response) => (err ? reject(err) : resolve(response))),
      );
      const deliveries = details?.CodeDeliveryDetailsList ?? [];
      return { codeSent: deliveries.length > 0, deliveries };
    },

    async deleteAttributes(names) {
      const { user } = await signedIn();
      await fromNode((done) => user.deleteAttributes(names, done));
    },

    async sendAttributeCode(name) {
      const { user } = await signedIn();
      return new Promise<CodeDeliveryDetails>((resolve, reject) =>
        user.getAttributeVerificationCode(name, {
          onSuccess: () => resolve({ AttributeName: name }),
          onFailure: reject,
          // The typings say string; the library passes GetUserAttributeVerificationCode's response.
          inputVerificationCode: (data: unknown) => {
            const details = (data as { CodeDeliveryDetails?: CodeDeliveryDetails } | null)?.CodeDeliveryDetails;
            resolve(details ?? { AttributeName: name });
          },
        }),
      );
    },

    async verifyAttribute(name, code) {
      const { user } = await signedIn();
      await fromCallbacks((callbacks) => user.verifyAttribute(name, code, callbacks));
    },

    async changePassword(oldPassword, newPassword) {
      const { user } = await signedIn();
      await fromNode((done) => user.changePassword(oldPassword, newPassword, done));
    },

    async startTotpSetup() {
      const { user } = await signedIn();
      return new Promise<string>((resolve, reject) =>
        user.associateSoftwareToken({ associateSecretCode: resolve, onFailure: reject }),
      );
    },

    async verifyTotp(code, friendlyName) {
      const { user } = await signedIn();
      await fromCallbacks((callbacks) => user.verifySoftwareToken(code, friendlyName, callbacks));
    },

    async setMfaPreference(preference) {
      const { session } = await signedIn();
      // The library's setUserMfaPreference knows SMS and TOTP only; e-mail codes need the call itself.
      await request("SetUserMFAPreference", {
        AccessToken: session.getAccessToken().getJwtToken(),
        ...mfaPreferenceParams(preference),
      });
    },

    async listDevices(paginationToken) {
      const { user } = await signedIn();
      const data = await fromCallbacks<{ Devices?: RawDevice[]; PaginationToken?: string }>((callbacks) =>
        user.listDevices(DEVICE_PAGE_SIZE, paginationToken ?? null, callbacks),
      );
      return { devices: (data.Devices ?? []).map(deviceFromWire), nextToken: data.PaginationToken ?? null };
    },

    async setDeviceRemembered(key, remembered) {
      const { session } = await signedIn();
      // acij's setDeviceStatusRemembered/NotRemembered only address this browser's device.
      await fromNode((done) =>
        clientOf(pool).request(
          "UpdateDeviceStatus",
          {
            AccessToken: session.getAccessToken().getJwtToken(),
            DeviceKey: key,
            DeviceRememberedStatus: remembered ? "remembered" : "not_remembered",
          },
          done,
        ),
      );
    },

    async forgetDevice(key) {
      const { user } = await withDevice();
      // This browser's device: forgetDevice also drops the stored device key, so the next sign-in starts afresh.
      if (key === deviceKeyOf(user)) await fromCallbacks((callbacks) => user.forgetDevice(callbacks));
      else await fromCallbacks((callbacks) => user.forgetSpecificDevice(key, callbacks));
    },

    async currentDeviceKey() {
      return deviceKeyOf((await withDevice()).user);
    },

    async globalSignOut() {
      const { user } = await signedIn();
      await fromCallbacks((callbacks) => user.globalSignOut(callbacks));
    },

    async deleteAccount() {
      const { user } = await signedIn();
      await fromNode((done) => user.deleteUser(done));
    },

    ...createPasskeyServices({
      request,
      accessToken: async () => (await signedIn()).session.getAccessToken().getJwtToken(),
      webAuthn,
    }),
  };
}
