/** The providers' names as people read them, and the one check that a path or body names a provider we serve. */
import { PROVIDERS, type ProviderId } from "../../core/calendar/model";
import { ApiErrors } from "../http";

export const PROVIDER_NAMES: Record<ProviderId, string> = { microsoft: "Microsoft", google: "Google" };

export function isProviderId(value: unknown): value is ProviderId {
  return typeof value === "string" && (PROVIDERS as readonly string[]).includes(value);
}

/** The body's provider, or 400 saying which ones there are. */
export function requireProvider(value: unknown, field = "provider"): ProviderId {
  if (isProviderId(value)) return value;
  throw ApiErrors.invalidRequest(`Field "${field}" must be "microsoft" or "google".`);
}
