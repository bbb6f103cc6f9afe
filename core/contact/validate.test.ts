/**
 * The browser's contact-form check: one message per field in rule order, values trimmed and normalized. (Its
 * agreement with the function's zod schema is tested in server/contact/schema.test.ts.)
 */
import { FIELD_MESSAGES as M, LIMITS } from "./rules";
import { validateContact } from "./validate";

const TOPICS = ["offering:cloud-hybrid-implementations", "product:bulk-remind"];
const VALID = {
  name: "  Ada Lovelace ",
  email: " ada@example.com ",
  company: "",
  topic: "product:bulk-remind",
  message: "  We need reminders for 4,000 clients.\r\nCan you help?  ",
  consent: "yes",
};

test("a valid request comes back trimmed, with line breaks normalized", () => {
  expect(validateContact(VALID, TOPICS)).toEqual({
    ok: true,
    value: {
      name: "Ada Lovelace",
      email: "ada@example.com",
      company: "",
      topic: "product:bulk-remind",
      message: "We need reminders for 4,000 clients.\nCan you help?",
      consent: true,
    },
  });
  expect(validateContact({ ...VALID, company: undefined, consent: true }, TOPICS).ok).toBe(true);
});

test("an empty form names every required field", () => {
  expect(validateContact({}, TOPICS)).toEqual({
    ok: false,
    errors: {
      name: M.nameMissing,
      email: M.emailMissing,
      topic: M.topicMissing,
      message: M.messageMissing,
      consent: M.consentMissing,
    },
  });
});

test.each([
  [{ name: " " }, "name", M.nameMissing],
  [{ name: "x".repeat(LIMITS.name + 1) }, "name", M.nameTooLong],
  [{ name: "Ada\nBcc: eve@example.com" }, "name", M.nameInvalid],
  [{ email: "ada" }, "email", M.emailInvalid],
  [{ email: "ada@example.com, eve@example.com" }, "email", M.emailInvalid],
  [{ email: `${"a".repeat(250)}@example.com` }, "email", M.emailTooLong],
  [{ company: "c".repeat(LIMITS.company + 1) }, "company", M.companyTooLong],
  [{ company: 42 }, "company", M.companyInvalid],
  [{ topic: "offering:unknown" }, "topic", M.topicUnknown],
  [{ topic: ["product:bulk-remind"] }, "topic", M.topicMissing],
  [{ message: "Too short" }, "message", M.messageTooShort],
  [{ message: "m".repeat(LIMITS.messageMax + 1) }, "message", M.messageTooLong],
  [{ consent: "no" }, "consent", M.consentMissing],
])("%p: %s says %p", (change, field, message) => {
  expect(validateContact({ ...VALID, ...change }, TOPICS)).toEqual({ ok: false, errors: { [field]: message } });
});

test("the limits count the message after trimming and normalizing line breaks", () => {
  const exactly = "m".repeat(LIMITS.messageMax - 2);
  expect(validateContact({ ...VALID, message: `  ${exactly}\r\n.\n ` }, TOPICS).ok).toBe(true);
  expect(validateContact({ ...VALID, message: ` ${"m".repeat(LIMITS.messageMin - 1)} ` }, TOPICS).ok).toBe(false);
});
