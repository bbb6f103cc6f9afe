/**
 * The topics list: "Not sure yet" first, then the offerings in menu order and the products; the build's JSON read
 * back only when every entry is a topic; a calls to action's address and the topic a contact page address names.
 */
import {
  contactPath,
  contactTopics,
  NOT_SURE_TOPIC,
  parseTopics,
  topicFromSearch,
  topicLabel,
  type ContactTopic,
} from "./topics";

const OFFERINGS = [
  { slug: "training", title: "IT Training and Enablement", order: 9 },
  { slug: "sap-migrations-and-optimization", title: "SAP Migrations and Optimization", order: 4 },
];
const PRODUCTS = [{ slug: "bulk-remind", name: "Bulk Remind" }];
const TOPICS = contactTopics(OFFERINGS, PRODUCTS);

test("'Not sure yet' comes first, then the offerings in menu order, then the products", () => {
  expect(TOPICS).toEqual([
    { value: "general:not-sure", label: "Not sure yet", group: "General" },
    { value: "offering:sap-migrations-and-optimization", label: "SAP Migrations and Optimization", group: "Services" },
    { value: "offering:training", label: "IT Training and Enablement", group: "Services" },
    { value: "product:bulk-remind", label: "Bulk Remind", group: "Products" },
  ]);
  // With no content at all the visitor can still write.
  expect(contactTopics([], [])).toEqual([NOT_SURE_TOPIC]);
});

test("parseTopics reads back what the build wrote, 'Not sure yet' included", () => {
  expect(parseTopics(JSON.stringify(TOPICS))).toEqual(TOPICS);
  expect(topicLabel(parseTopics(JSON.stringify(TOPICS))!, "general:not-sure")).toBe("Not sure yet");
});

test.each<[string, string | undefined]>([
  ["not set", undefined],
  ["empty", ""],
  ["not JSON", "[{"],
  ["an empty list", "[]"],
  ["an unknown kind", JSON.stringify([{ value: "other:x", label: "X", group: "General" }])],
  ["an unknown group", JSON.stringify([{ value: "general:x", label: "X", group: "Other" }])],
  ["a kind in the wrong group", JSON.stringify([{ value: "general:not-sure", label: "Not sure", group: "Services" }])],
  ["an empty label", JSON.stringify([{ ...NOT_SURE_TOPIC, label: "" }])],
  ["a value with upper case", JSON.stringify([{ value: "offering:SAP", label: "SAP", group: "Services" }])],
])("parseTopics refuses %s", (_what, json) => {
  expect(parseTopics(json)).toBeNull();
});

test("contactPath names a topic in the query, written as is; anything else is the plain contact page", () => {
  expect(contactPath("offering:sap-migrations-and-optimization")).toBe(
    "/contact/?topic=offering:sap-migrations-and-optimization",
  );
  expect(contactPath("product:bulk-remind")).toBe("/contact/?topic=product:bulk-remind");
  expect(contactPath()).toBe("/contact/");
  expect(contactPath("offering:a b&c=d")).toBe("/contact/");
});

test.each<[string, string, ContactTopic | undefined]>([
  ["a service", "?topic=offering:sap-migrations-and-optimization", TOPICS[1]],
  ["a product, its ':' escaped", "?topic=product%3Abulk-remind", TOPICS[3]],
  ["'Not sure yet'", "?utm_source=x&topic=general:not-sure", NOT_SURE_TOPIC],
  ["no query", "", undefined],
  ["no topic", "?utm_source=newsletter", undefined],
  ["an empty topic", "?topic=", undefined],
  ["an unknown topic", "?topic=offering:retired-service", undefined],
  ["a label instead of a value", "?topic=Bulk+Remind", undefined],
  ["a broken escape", "?topic=%E0%A4%A", undefined],
  ["markup", "?topic=%3Cscript%3E", undefined],
])("topicFromSearch: %s", (_what, search, expected) => {
  expect(topicFromSearch(search, TOPICS)).toEqual(expected);
});
