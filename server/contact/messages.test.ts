/** The two e-mails of a contact request: all of the request to sales (escaped in HTML), nothing of it to the visitor. */
import type { ContactRequest } from "../../core/contact/rules";
import { acknowledgmentMail, salesMail } from "./messages";

const SALES = { name: "Sales", address: "sales@northwind.example" };
const HOSTILE: ContactRequest = {
  name: '<img src=x onerror="alert(1)">',
  email: "eve@example.com",
  company: "<b>Evil & Co</b>",
  topic: "product:bulk-remind",
  message: "<script>alert('message')</script>\nSecond line",
  consent: true,
};
const context = {
  topic: { label: "Bulk Remind", group: "Products" as const },
  receivedAt: new Date("2025-01-06T09:00:00Z"),
};

test("the sales mail carries every field, the visitor as Reply-To, and escapes all of it in HTML", () => {
  const mail = salesMail(HOSTILE, SALES, context);
  expect(mail.to).toEqual(SALES);
  expect(mail.replyTo).toEqual({ name: '<img src=x onerror="alert(1)">', address: "eve@example.com" });
  expect(mail.subject).toBe('Contact request: Bulk Remind from <img src=x onerror="alert(1)"> (<b>Evil & Co</b>)');
  expect(mail.text).toContain(
    'Name: <img src=x onerror="alert(1)">\nE-mail: eve@example.com\nCompany: <b>Evil & Co</b>',
  );
  expect(mail.text).toContain("Topic: Bulk Remind\nReceived: 2025-01-06T09:00:00.000Z");
  expect(mail.text).toContain("Message:\n\n<script>alert('message')</script>\nSecond line");
  expect(mail.html).not.toMatch(/<img|<script|<b>/);
  expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  expect(mail.html).toContain("&lt;b&gt;Evil &amp; Co&lt;/b&gt;");
  expect(mail.html).toContain("&lt;script&gt;alert(&#39;message&#39;)&lt;/script&gt;\nSecond line");
});

test("'Not sure yet' reads as no topic chosen: in the subject, the opening sentence and the Topic row", () => {
  const mail = salesMail({ ...HOSTILE, name: "Ada Lovelace", company: "", topic: "general:not-sure" }, SALES, {
    ...context,
    topic: { label: "Not sure yet", group: "General" },
  });
  expect(mail.subject).toBe("Contact request: no topic chosen yet from Ada Lovelace");
  expect(mail.text).toContain(
    "Ada Lovelace wrote through the contact form and is not sure yet which service or product fits: the message should tell.",
  );
  expect(mail.text).toContain("Topic: Not sure yet (no service or product chosen)\n");
  expect(mail.text).not.toContain("about Not sure yet");
});

test("a service is named by its title in the opening sentence", () => {
  const mail = salesMail({ ...HOSTILE, name: "Ada", company: "" }, SALES, {
    ...context,
    topic: { label: "SAP Migrations and Optimization", group: "Services" },
  });
  expect(mail.subject).toBe("Contact request: SAP Migrations and Optimization from Ada");
  expect(mail.text).toContain("Ada wrote through the contact form about SAP Migrations and Optimization.");
});

test("the subject stays one line of at most 150 characters; a missing company leaves no empty row", () => {
  const mail = salesMail(
    { ...HOSTILE, name: `Ada\r\nBcc: x@example.com ${"y".repeat(200)}`, company: "" },
    SALES,
    context,
  );
  expect(mail.subject).not.toMatch(/[\r\n]/);
  expect(mail.subject.length).toBeLessThanOrEqual(150);
  expect(mail.text).not.toContain("Company:");
});

test("the acknowledgment is fixed text addressed to the visitor, replies going to sales", () => {
  const mail = acknowledgmentMail("eve@example.com", SALES);
  expect(mail).toMatchObject({
    to: { name: "", address: "eve@example.com" },
    replyTo: SALES,
    subject: "We received your message - Northwind Consulting",
    headers: { "Auto-Submitted": "auto-replied" },
  });
  expect(mail.text).toContain("A partner reads every request and replies within one business day.");
  expect(mail.text).toContain("If you did not write to us");
  expect({ ...acknowledgmentMail("other@example.com", SALES), to: null }).toEqual({ ...mail, to: null });
});
