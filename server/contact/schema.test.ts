/**
 * The function's zod schema and the browser's small validator must agree on every input: the same verdict, the
 * same cleaned value and the same message for each field. Checked on the edge cases of each rule and on 3,000
 * random combinations of them (seeded, so a failure can be replayed).
 */
import { FIELD_MESSAGES as M, LIMITS } from "../../core/contact/rules";
import { validateContact } from "../../core/contact/validate";
import { ContactShapeError, parseContact } from "./schema";
import { mulberry32 } from "../../test/mulberry32";

const TOPICS = ["offering:cloud-hybrid-implementations", "offering:training", "product:bulk-remind"];

const CANDIDATES: Record<string, unknown[]> = {
  name: [
    undefined,
    "",
    "   ",
    "Ada",
    "  Ada Lovelace  ",
    "x".repeat(LIMITS.name),
    "x".repeat(LIMITS.name + 1),
    " x".repeat(60),
    "Ada\nEve",
    "Ada\u0000",
    "Zoë Ñúñez 山田",
    42,
    null,
    ["Ada"],
    true,
  ],
  email: [
    undefined,
    "",
    " ",
    "ada@example.com",
    " ADA@Example.COM ",
    "ada",
    "ada@example",
    "a@b.c",
    "ada@example.com,eve@example.com",
    "Ada <ada@example.com>",
    "ada@exa mple.com",
    `${"a".repeat(245)}@example.com`,
    `${"a".repeat(240)}@example.com`,
    "jürgen@beispiel.de",
    7,
    ["ada@example.com"],
  ],
  company: [
    undefined,
    "",
    "  ",
    "Contoso",
    "c".repeat(LIMITS.company),
    "c".repeat(LIMITS.company + 1),
    "Con\ttoso",
    null,
    5,
    ["Contoso"],
  ],
  topic: [undefined, "", " ", ...TOPICS, ` ${TOPICS[0]} `, "offering:unknown", "OFFERING:TRAINING", 1, [TOPICS[1]]],
  message: [
    undefined,
    "",
    "   \r\n  ",
    "short",
    "exactly10!",
    " 123456789 ",
    "Hello,\r\nwe need help with our SAP migration.",
    "m".repeat(LIMITS.messageMax),
    `${"m".repeat(LIMITS.messageMax)}\n`,
    "m".repeat(LIMITS.messageMax + 1),
    "a\u0000b\u0007c plus some more",
    12345678901,
    null,
    ["long enough message"],
  ],
  consent: [undefined, "", "yes", "on", "true", true, false, "no", 1, ["yes"]],
};

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function input(random: () => number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [field, values] of Object.entries(CANDIDATES)) {
    const value = pick(random, values);
    if (value !== undefined) out[field] = value;
  }
  return out;
}

function expectAgreement(body: Record<string, unknown>) {
  expect({ body, verdict: parseContact(body, TOPICS) }).toEqual({ body, verdict: validateContact(body, TOPICS) });
}

test("agree on every candidate of each field, alone in an otherwise valid request", () => {
  const valid = {
    name: "Ada",
    email: "ada@example.com",
    company: "Contoso",
    topic: TOPICS[0],
    message: "Please call me back about the cloud.",
    consent: "yes",
  };
  expect(parseContact(valid, TOPICS).ok).toBe(true);
  for (const [field, values] of Object.entries(CANDIDATES))
    for (const value of values) {
      const body: Record<string, unknown> = { ...valid, [field]: value };
      if (value === undefined) delete body[field];
      expectAgreement(body);
    }
});

test("agree on 3,000 random requests (seed 20251)", () => {
  const random = mulberry32(20251);
  let valid = 0;
  for (let i = 0; i < 3000; i++) {
    const body = input(random);
    expectAgreement(body);
    if (validateContact(body, TOPICS).ok) valid++;
  }
  // The corpus must exercise both verdicts.
  expect(valid).toBeGreaterThan(0);
});

test("the honeypot and token fields are allowed, anything else is a shape error", () => {
  const body = {
    name: "Ada",
    email: "ada@example.com",
    topic: TOPICS[0],
    message: "Hello there, world",
    consent: true,
  };
  expect(parseContact({ ...body, website: "", formToken: "v1.x" }, TOPICS).ok).toBe(true);
  expect(() => parseContact({ ...body, admin: true, role: "x" }, TOPICS)).toThrow(
    new ContactShapeError("Unknown fields: admin, role."),
  );
  expect(() => parseContact([body], TOPICS)).toThrow(ContactShapeError);
  expect(() => parseContact({ ...body, website: ["a", "b"] }, TOPICS)).toThrow("The field website is not valid.");
});

test("messages are the rules' messages", () => {
  expect(parseContact({}, TOPICS)).toEqual({
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
