/**
 * Which of a user's contact addresses Cognito holds as verified: read from the user's attributes by the session
 * function (its GetUser, which answers the sign-in with it) and, on a site without functions, by the browser.
 * After a sign-in, an unverified e-mail or phone number is offered for verification (src/auth/flow/verifyContact.ts).
 */
export type ContactAttribute = "email" | "phone_number";

export interface VerifiedContact {
  verified: Partial<Record<ContactAttribute, string>>;
  unverified: Partial<Record<ContactAttribute, string>>;
}

const CONTACT_ATTRIBUTES: readonly ContactAttribute[] = ["email", "phone_number"];

/** The contact status from Cognito's attribute list (GetUser's UserAttributes, the library's getUserAttributes). */
export function contactFromAttributes(attributes: ReadonlyArray<{ Name?: string; Value?: string }>): VerifiedContact {
  const byName = new Map(attributes.map((a) => [a.Name, a.Value]));
  const contact: VerifiedContact = { verified: {}, unverified: {} };
  for (const name of CONTACT_ATTRIBUTES) {
    const value = byName.get(name);
    if (value) contact[byName.get(`${name}_verified`) === "true" ? "verified" : "unverified"][name] = value;
  }
  return contact;
}

/** The contact status as a session answer carries it; null for anything else (an older server, a bad body). */
export function parseVerifiedContact(value: unknown): VerifiedContact | null {
  if (!value || typeof value !== "object") return null;
  const { verified, unverified } = value as Record<string, unknown>;
  const side = (part: unknown): Partial<Record<ContactAttribute, string>> | null => {
    if (!part || typeof part !== "object") return null;
    const out: Partial<Record<ContactAttribute, string>> = {};
    for (const name of CONTACT_ATTRIBUTES) {
      const v = (part as Record<string, unknown>)[name];
      if (typeof v === "string" && v) out[name] = v;
    }
    return out;
  };
  const v = side(verified);
  const u = side(unverified);
  return v && u ? { verified: v, unverified: u } : null;
}
