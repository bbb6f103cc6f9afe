/**
 * How long the app client's access and id tokens live: configured at start (COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS
 * and the defaults), changed at runtime by UpdateUserPoolClient as on a real pool. The end-to-end tests shorten it
 * to watch a session outlive its access token.
 */
import type { Context } from "./context";
import { Errors } from "./errors";
import type { Body } from "./validation";

export interface TokenValidity {
  accessSeconds: number;
  idSeconds: number;
  refreshSeconds: number;
}

export function tokenValidity(ctx: Context): TokenValidity {
  const stored = ctx.store.state.clientTokenValidity;
  return {
    accessSeconds: stored?.accessSeconds ?? ctx.config.accessTokenValiditySeconds,
    idSeconds: stored?.idSeconds ?? ctx.config.idTokenValiditySeconds,
    refreshSeconds: ctx.config.refreshTokenValiditySeconds,
  };
}

const UNIT_SECONDS = { seconds: 1, minutes: 60, hours: 3600, days: 86400 } as const;
type Unit = keyof typeof UNIT_SECONDS;

/**
 * Cognito allows 5 minutes to 1 day for access and id tokens; the emulator allows from 60 s so a test can watch a
 * token expire without waiting five minutes (anything shorter would have the site renew without pause).
 */
export const MIN_VALIDITY_SECONDS = 60;
export const MAX_VALIDITY_SECONDS = 86400;

function unitOf(input: Body, token: "AccessToken" | "IdToken"): Unit {
  const units = input.TokenValidityUnits;
  if (units === undefined || units === null) return "hours"; // Cognito's default unit for these two
  if (typeof units !== "object" || Array.isArray(units))
    throw Errors.validation("tokenValidityUnits", "Member must be an object");
  const unit = (units as Record<string, unknown>)[token];
  if (unit === undefined) return "hours";
  if (typeof unit !== "string" || !(unit in UNIT_SECONDS)) {
    throw Errors.enumValue(
      `tokenValidityUnits.${token.charAt(0).toLowerCase()}${token.slice(1)}`,
      String(unit),
      Object.keys(UNIT_SECONDS),
    );
  }
  return unit as Unit;
}

function secondsOf(input: Body, field: "AccessTokenValidity" | "IdTokenValidity", unit: Unit): number | undefined {
  const value = input[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw Errors.validation(
      field.charAt(0).toLowerCase() + field.slice(1),
      "Member must have value greater than or equal to 1",
    );
  }
  const seconds = value * UNIT_SECONDS[unit];
  if (seconds < MIN_VALIDITY_SECONDS || seconds > MAX_VALIDITY_SECONDS) {
    throw Errors.invalidParameter(
      `${field} must be between ${MIN_VALIDITY_SECONDS} seconds and 1 day in this emulator (Cognito: 5 minutes and 1 day).`,
    );
  }
  return seconds;
}

/** Applies the validity fields of an UpdateUserPoolClient request; fields left out keep their value. */
export function updateTokenValidity(ctx: Context, input: Body): void {
  const access = secondsOf(input, "AccessTokenValidity", unitOf(input, "AccessToken"));
  const id = secondsOf(input, "IdTokenValidity", unitOf(input, "IdToken"));
  if (access === undefined && id === undefined) return;
  const current = tokenValidity(ctx);
  ctx.store.state.clientTokenValidity = {
    accessSeconds: access ?? current.accessSeconds,
    idSeconds: id ?? current.idSeconds,
  };
}

/** The validity part of a UserPoolClient description, in seconds. */
export function validityView(ctx: Context) {
  const v = tokenValidity(ctx);
  return {
    AccessTokenValidity: v.accessSeconds,
    IdTokenValidity: v.idSeconds,
    RefreshTokenValidity: v.refreshSeconds,
    TokenValidityUnits: { AccessToken: "seconds", IdToken: "seconds", RefreshToken: "seconds" },
  };
}
