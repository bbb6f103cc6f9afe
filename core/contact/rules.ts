/**
 * The contact form's rules in one place: its fields, their limits and the message for each problem, read by the
 * browser's small validator (validate.ts), by the function's zod schema (server/contact/schema.ts) and by the
 * no-JavaScript result page, so the three can never disagree about what a valid request is. Pure, and tiny on
 * purpose: the contact page loads it.
 */
import { MAX_EMAIL_LENGTH } from "../config/emailAddress";

/** The visitor's fields, in the order of the form (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["name", "email", "company", "topic", "message", "consent"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** A field a person never sees (visually hidden, out of the tab order): only bots fill it in. */
export const HONEYPOT_FIELD = "website";
/** The signed fill-time token (server/contact/form-token.ts). */
export const TOKEN_FIELD = "formToken";

export const LIMITS = {
  name: 100,
  email: MAX_EMAIL_LENGTH,
  company: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

export const FIELD_MESSAGES = {
  nameMissing: "Enter your name.",
  nameTooLong: `Shorten your name to at most ${LIMITS.name} characters.`,
  nameInvalid: "Enter your name on one line, without control characters.",
  emailMissing: "Enter your e-mail address, so that we can reply.",
  emailTooLong: `Shorten the e-mail address to at most ${LIMITS.email} characters.`,
  emailInvalid: "Enter one e-mail address like name@example.com.",
  companyTooLong: `Shorten the company name to at most ${LIMITS.company} characters.`,
  companyInvalid: "Enter the company name on one line, without control characters.",
  topicMissing: "Choose what your message is about.",
  topicUnknown: "Choose a topic from the list.",
  messageMissing: "Write your message.",
  messageTooShort: `Write a little more: at least ${LIMITS.messageMin} characters.`,
  messageTooLong: `Shorten your message to at most ${LIMITS.messageMax.toLocaleString("en-US")} characters.`,
  consentMissing: "Tick the box to agree to the privacy policy, so that we may use your details to reply.",
} as const;

/** What a person reads, on the page and on the function's result page alike (tests find fields by these). */
export const FIELD_LABELS = {
  name: "Name",
  email: "E-mail",
  company: "Company (optional)",
  topic: "Topic",
  message: "Message",
} as const;

export const FIELD_HINTS = {
  email: "We reply to this address.",
  message: `What you are trying to fix or build, in ${LIMITS.messageMin} to ${LIMITS.messageMax.toLocaleString("en-US")} characters.`,
} as const;

/** The consent checkbox's label around its link to the privacy policy. */
export const CONSENT_LABEL = {
  before: "I agree to the ",
  link: "privacy policy",
  href: "/privacy-policy/",
  after: ": Northwind Consulting uses these details only to answer my message.",
} as const;

export const TOPIC_PLACEHOLDER = "Choose a topic";
export const HONEYPOT_LABEL = "Leave this field empty";
export const SUBMIT_LABEL = "Send message";
export const SENDING_LABEL = "Sending…";

/** What the form's consent checkbox sends when ticked (a form post sends "yes"; the JSON call true). */
export const CONSENT_VALUE = "yes";

/** A valid request, as the function sends it on. */
export interface ContactRequest {
  name: string;
  email: string;
  /** "" when not given. */
  company: string;
  /** A topic value (topics.ts). */
  topic: string;
  message: string;
  consent: true;
}

export type FieldErrors = Partial<Record<ContactField, string>>;

export type Validation = { ok: true; value: ContactRequest } | { ok: false; errors: FieldErrors };

/** Line breaks as \n, surrounding blank space trimmed: the message as it is measured and sent. */
export function normalizeMessage(text: string): string {
  return text.replace(/\r\n?/g, "\n").trim();
}

/** True for a value without control characters (names and company names are one line). */
export function isOneLine(text: string): boolean {
  return !/[\u0000-\u001f\u007f]/.test(text);
}

export function isConsent(value: unknown): boolean {
  return value === true || value === CONSENT_VALUE || value === "on" || value === "true";
}
