/**
 * The decisions of the account security page, kept out of React so they are tested alone: an action's pending and
 * result state, which profile attributes changed, the password form's errors, the MFA state and the preference
 * each MFA button sends, the device table's rows, how a device is named and dated, and how a passkey is described.
 */
import type { AccountProfile, Device, DevicePage, MfaPreference, MfaType } from "../../auth/cognito/accountServices";
import {
  runValidators,
  SITE_PASSWORD_SETTINGS,
  validateConfirmPassword,
  validatePassword,
  type TouchedFields,
  type ValidationErrors,
} from "../../auth/flow/validators";
import { formatDate, formatDateTime, toDate } from "../../../core/text/dates";

/* ----- one action of a section: which button is pending, and what the last one ended with ----- */

export interface ActionResult {
  tone: "success" | "error";
  message: string;
  /** The action needs a more recent sign-in (step-up): the section offers to sign in again. */
  stepUp?: boolean;
}

export interface ActionState {
  /** The action under way (the name of the button that started it), or null. */
  pending: string | null;
  result: ActionResult | null;
}

export type ActionEvent =
  | { type: "start"; action: string }
  | { type: "succeed"; message: string | null }
  | { type: "fail"; message: string; stepUp?: boolean }
  | { type: "dismiss" };

export const IDLE_ACTION: ActionState = { pending: null, result: null };

export function actionReducer(state: ActionState, event: ActionEvent): ActionState {
  switch (event.type) {
    case "start":
      return { pending: event.action, result: null };
    case "succeed":
      return { pending: null, result: event.message ? { tone: "success", message: event.message } : null };
    case "fail":
      return {
        pending: null,
        result: { tone: "error", message: event.message, ...(event.stepUp ? { stepUp: true } : {}) },
      };
    case "dismiss":
      return { ...state, result: null };
  }
}

/** What the user sees of a failure: Cognito's own message (acij errors carry it), or a generic line. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === "string" && error) return error;
  return "Something went wrong. Please try again.";
}

/* ----- profile ----- */

export const PROFILE_FIELDS = ["name", "email", "phone_number"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;

export function profileValues(profile: AccountProfile | null): ProfileValues {
  const attrs = profile?.attributes ?? {};
  return { name: attrs.name ?? "", email: attrs.email ?? "", phone_number: attrs.phone_number ?? "" };
}

export interface AttributeChanges {
  update: Partial<ProfileValues>;
  /** Attributes emptied by the user: deleted, since Cognito keeps no empty values. */
  remove: ProfileField[];
}

/** Only what changed (trimmed) goes to Cognito, so an untouched e-mail address is not sent for verification again. */
export function attributeChanges(original: ProfileValues, edited: ProfileValues): AttributeChanges {
  const changes: AttributeChanges = { update: {}, remove: [] };
  for (const field of PROFILE_FIELDS) {
    const value = edited[field].trim();
    if (value === original[field]) continue;
    if (value) changes.update[field] = value;
    else if (original[field]) changes.remove.push(field);
  }
  return changes;
}

export const hasChanges = (changes: AttributeChanges) =>
  Object.keys(changes.update).length > 0 || changes.remove.length > 0;

export function profileErrors(edited: ProfileValues): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  if (!edited.email.trim()) errors.email = "Enter your e-mail address";
  const phone = edited.phone_number.trim();
  if (phone && !/^\+[1-9]\d{6,14}$/.test(phone)) {
    errors.phone_number = "Use the international format: + and the country code, digits only";
  }
  return errors;
}

export const emailUnverified = (profile: AccountProfile | null) =>
  Boolean(profile?.attributes.email) && profile?.attributes.email_verified === "false";

/* ----- password ----- */

// A type alias, not an interface: the validators take any record of strings.
export type PasswordValues = {
  current: string;
  password: string;
  confirm_password: string;
};

export const EMPTY_PASSWORDS: PasswordValues = { current: "", password: "", confirm_password: "" };

/** The sign-up rules of the flow (minimum length, matching confirmation) plus a required current password. */
export function passwordErrors(values: PasswordValues, touched: TouchedFields): ValidationErrors {
  const errors = runValidators(values, touched, SITE_PASSWORD_SETTINGS, [validatePassword, validateConfirmPassword]);
  if (touched.current && !values.current) errors.current = "Enter your current password";
  return errors;
}

/** On submit every field counts as touched; the form goes out only when this is empty. */
export function passwordSubmitErrors(values: PasswordValues): ValidationErrors {
  const errors = passwordErrors(values, { current: true, password: true, confirm_password: true });
  if (!values.password) errors.password = "Enter a new password";
  if (!values.confirm_password && !errors.confirm_password) errors.confirm_password = "Confirm the new password";
  return errors;
}

/* ----- MFA ----- */

export type Factor = "totp" | "sms" | "email";

export const FACTORS: readonly Factor[] = ["totp", "sms", "email"];

export interface MfaStatus {
  totp: boolean;
  sms: boolean;
  email: boolean;
  preferred: Factor | null;
  /** SMS needs a phone number on the profile. */
  canUseSms: boolean;
  /** Codes by e-mail need a verified e-mail address. */
  canUseEmail: boolean;
}

const FACTOR_OF: Record<MfaType, Factor> = { SOFTWARE_TOKEN_MFA: "totp", SMS_MFA: "sms", EMAIL_OTP: "email" };

export function mfaStatus(profile: AccountProfile | null): MfaStatus {
  const enabled = profile?.mfaEnabled ?? [];
  const preferred = profile?.preferredMfa ? FACTOR_OF[profile.preferredMfa] : null;
  return {
    totp: enabled.includes("SOFTWARE_TOKEN_MFA"),
    sms: enabled.includes("SMS_MFA"),
    email: enabled.includes("EMAIL_OTP"),
    preferred,
    canUseSms: Boolean(profile?.attributes.phone_number),
    canUseEmail: profile?.attributes.email_verified === "true",
  };
}

/** How many factors are on: a preference only means something with two or more. */
export const factorsOn = (status: MfaStatus) => FACTORS.filter((factor) => status[factor]).length;

/** Turning a factor on makes it preferred when nothing else is; turning it off also drops the preference. */
export function toggleFactor(status: MfaStatus, factor: Factor, on: boolean): MfaPreference {
  const keepsOther = status.preferred !== null && status.preferred !== factor;
  return { [factor]: { enabled: on, preferred: on && !keepsOther } };
}

/** The chosen factor preferred; the others that are on stay on, no longer preferred (those off are not sent). */
export function preferFactor(status: MfaStatus, factor: Factor): MfaPreference {
  const preference: MfaPreference = {};
  for (const other of FACTORS)
    if (other !== factor && status[other]) preference[other] = { enabled: true, preferred: false };
  return { ...preference, [factor]: { enabled: true, preferred: true } };
}

export const FACTOR_LABELS: Record<Factor, string> = {
  totp: "Authenticator app",
  sms: "Text message (SMS)",
  email: "Code by e-mail",
};

/* ----- passkeys ----- */

/** What kind of authenticator holds a passkey, from WebAuthn's authenticator attachment. */
export function passkeyKind(attachment: string | null): string {
  if (attachment === "platform") return "Built into a device";
  if (attachment === "cross-platform") return "Security key or phone";
  return "Passkey";
}

/** When a passkey was added: the site's short date, or "Unknown". */
export function formatCreated(date: Date | null, locale?: string): string {
  const known = toDate(date);
  return known ? formatDate(known, "short", { locale }) : "Unknown";
}

/* ----- devices ----- */

export interface DevicesState {
  status: "loading" | "ready" | "failed";
  devices: Device[];
  nextToken: string | null;
  currentKey: string | null;
}

export type DevicesEvent =
  | { type: "loaded"; page: DevicePage; currentKey: string | null }
  | { type: "more"; page: DevicePage }
  | { type: "failed" }
  | { type: "remembered"; key: string; remembered: boolean }
  | { type: "forgotten"; key: string };

export const INITIAL_DEVICES: DevicesState = { status: "loading", devices: [], nextToken: null, currentKey: null };

export function devicesReducer(state: DevicesState, event: DevicesEvent): DevicesState {
  switch (event.type) {
    case "loaded":
      return {
        status: "ready",
        devices: event.page.devices,
        nextToken: event.page.nextToken,
        currentKey: event.currentKey,
      };
    case "more": {
      const known = new Set(state.devices.map((d) => d.key));
      const fresh = event.page.devices.filter((d) => !known.has(d.key));
      return { ...state, devices: [...state.devices, ...fresh], nextToken: event.page.nextToken };
    }
    case "failed":
      return { ...state, status: "failed" };
    case "remembered": {
      const devices = state.devices.map((d) => (d.key === event.key ? { ...d, remembered: event.remembered } : d));
      return { ...state, devices };
    }
    case "forgotten":
      return {
        ...state,
        devices: state.devices.filter((d) => d.key !== event.key),
        currentKey: state.currentKey === event.key ? null : state.currentKey,
      };
  }
}

const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** A device's name for people: "Chrome on Windows" from a browser's user agent, anything else as it is. */
export function deviceLabel(name: string): string {
  if (!name) return "Unnamed device";
  if (!name.startsWith("Mozilla/")) return name;
  const browser = BROWSERS.find(([pattern]) => pattern.test(name))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(name))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Web browser";
}

/** The order a person reads devices in: this browser first, then the most recently used. Stable for ties. */
export function orderDevices(devices: readonly Device[], currentKey: string | null): Device[] {
  const rank = (d: Device) => (d.key === currentKey ? 1 : 0);
  return [...devices].sort((a, b) => rank(b) - rank(a) || b.lastUsed.getTime() - a.lastUsed.getTime());
}

/** When a device was last used: the site's short date and time, or "Unknown" (Cognito's 0 included). */
export function formatLastUsed(date: Date, locale?: string): string {
  const known = toDate(date);
  return known && known.getTime() !== 0 ? formatDateTime(known, "short", { locale }) : "Unknown";
}

/* ----- deleting the account ----- */

export const DELETE_CONFIRMATION = "DELETE";
export const deleteConfirmed = (typed: string) => typed.trim() === DELETE_CONFIRMATION;
