/**
 * The browser's check of the contact form: the rules of rules.ts in a few lines of plain code instead of zod,
 * which would add about 90 kB gzipped (5 kB as zod/mini) to a page that must stay fast. The function validates with
 * its zod schema (server/contact/schema.ts) built from the same rules, and validate.test.ts runs both over
 * thousands of inputs to keep them in agreement: same verdict, same value, same message per field.
 */
import { isEmailAddress } from "../config/emailAddress";
import {
  FIELD_MESSAGES as M,
  isConsent,
  isOneLine,
  LIMITS,
  normalizeMessage,
  type ContactRequest,
  type FieldErrors,
  type Validation,
} from "./rules";

const text = (value: unknown): string | null => (typeof value === "string" ? value : null);

export function validateContact(input: Readonly<Record<string, unknown>>, topics: readonly string[]): Validation {
  const errors: FieldErrors = {};

  const rawName = text(input.name);
  const name = rawName?.trim() ?? "";
  if (rawName === null || !name) errors.name = M.nameMissing;
  else if (name.length > LIMITS.name) errors.name = M.nameTooLong;
  else if (!isOneLine(name)) errors.name = M.nameInvalid;

  const rawEmail = text(input.email);
  const email = rawEmail?.trim() ?? "";
  if (rawEmail === null || !email) errors.email = M.emailMissing;
  else if (email.length > LIMITS.email) errors.email = M.emailTooLong;
  else if (!isEmailAddress(email)) errors.email = M.emailInvalid;

  const rawCompany = input.company === undefined ? "" : text(input.company);
  const company = rawCompany?.trim() ?? "";
  if (rawCompany === null) errors.company = M.companyInvalid;
  else if (company.length > LIMITS.company) errors.company = M.companyTooLong;
  else if (!isOneLine(company)) errors.company = M.companyInvalid;

  const rawTopic = text(input.topic);
  const topic = rawTopic?.trim() ?? "";
  if (rawTopic === null || !topic) errors.topic = M.topicMissing;
  else if (!topics.includes(topic)) errors.topic = M.topicUnknown;

  const rawMessage = text(input.message);
  const message = rawMessage === null ? "" : normalizeMessage(rawMessage);
  if (rawMessage === null || !message) errors.message = M.messageMissing;
  else if (message.length < LIMITS.messageMin) errors.message = M.messageTooShort;
  else if (message.length > LIMITS.messageMax) errors.message = M.messageTooLong;

  if (!isConsent(input.consent)) errors.consent = M.consentMissing;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const value: ContactRequest = { name, email, company, topic, message, consent: true };
  return { ok: true, value };
}
