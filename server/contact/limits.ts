/**
 * How many contact requests the function accepts: at most 3 an hour for one e-mail address and 10 an hour from one
 * client address (rate-limit.ts counts them in the table). Pure, so the visitor-facing texts can name them without
 * loading the DynamoDB client.
 */

export type LimitScope = "email" | "ip";

export interface Limit {
  limit: number;
  windowMs: number;
}

export const CONTACT_LIMITS: Readonly<Record<LimitScope, Limit>> = {
  email: { limit: 3, windowMs: 60 * 60 * 1000 },
  ip: { limit: 10, windowMs: 60 * 60 * 1000 },
};
