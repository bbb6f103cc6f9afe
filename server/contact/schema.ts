/**
 * The function's validation of a contact request: a zod schema built from the form's rules (core/contact/rules.ts),
 * with the valid topics of this build. Every problem becomes one message per field, the first one in rule order,
 * exactly as the browser's validator reports it (core/contact/validate.test.ts keeps the two in agreement). The spam
 * fields (honeypot, token) are allowed here and checked in spam.ts; any other field is refused.
 */
import { z } from "zod";
import { isEmailAddress } from "../../core/config/emailAddress";
import {
  CONTACT_FIELDS,
  FIELD_MESSAGES as M,
  HONEYPOT_FIELD,
  isConsent,
  isOneLine,
  LIMITS,
  normalizeMessage,
  TOKEN_FIELD,
  type ContactField,
  type ContactRequest,
  type FieldErrors,
  type Validation,
} from "../../core/contact/rules";

export function contactSchema(topics: readonly string[]) {
  return z.strictObject({
    name: z
      .string({ error: M.nameMissing })
      .trim()
      .min(1, M.nameMissing)
      .max(LIMITS.name, M.nameTooLong)
      .refine(isOneLine, M.nameInvalid),
    email: z
      .string({ error: M.emailMissing })
      .trim()
      .min(1, M.emailMissing)
      .max(LIMITS.email, M.emailTooLong)
      .refine(isEmailAddress, M.emailInvalid),
    company: z
      .string({ error: M.companyInvalid })
      .trim()
      .max(LIMITS.company, M.companyTooLong)
      .refine(isOneLine, M.companyInvalid)
      .optional()
      .transform((v) => v ?? ""),
    topic: z
      .string({ error: M.topicMissing })
      .trim()
      .min(1, M.topicMissing)
      .refine((v) => v === "" || topics.includes(v), M.topicUnknown),
    message: z
      .string({ error: M.messageMissing })
      .transform(normalizeMessage)
      .pipe(
        z
          .string()
          .min(1, M.messageMissing)
          .refine((v) => v === "" || v.length >= LIMITS.messageMin, M.messageTooShort)
          .refine((v) => v.length <= LIMITS.messageMax, M.messageTooLong),
      ),
    consent: z.unknown().refine(isConsent, M.consentMissing),
    [HONEYPOT_FIELD]: z.string().max(1000).optional(),
    [TOKEN_FIELD]: z.string().max(200).optional(),
  });
}

let cached: { key: string; schema: ReturnType<typeof contactSchema> } | undefined;

/** One schema per topic list (a function instance serves one build's list). */
function schemaFor(topics: readonly string[]) {
  const key = topics.join("\n");
  if (cached?.key !== key) cached = { key, schema: contactSchema(topics) };
  return cached.schema;
}

/** Known non-field problems (an unknown field, a malformed spam field), reported as one sentence. */
export class ContactShapeError extends Error {
  override name = "ContactShapeError";
}

/**
 * The request, or one message per field. Throws ContactShapeError for a body that is not a form of ours at all
 * (unknown fields, not an object): the handler answers those 400 without a form to re-show.
 */
export function parseContact(input: unknown, topics: readonly string[]): Validation {
  const result = schemaFor(topics).safeParse(input);
  if (result.success) {
    const { name, email, company, topic, message } = result.data;
    const value: ContactRequest = { name, email, company, topic, message, consent: true };
    return { ok: true, value };
  }
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (issue.code === "unrecognized_keys")
      throw new ContactShapeError(
        `Unknown field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.slice(0, 5).join(", ")}.`,
      );
    if (field === undefined) throw new ContactShapeError("The body must be an object of the form's fields.");
    if (!(CONTACT_FIELDS as readonly PropertyKey[]).includes(field))
      throw new ContactShapeError(`The field ${String(field)} is not valid.`);
    const key = field as ContactField;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}
