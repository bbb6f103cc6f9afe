/**
 * The no-JavaScript result pages: the form again with the visitor's values (escaped), each error tied to its field,
 * the problem focused at the top, a CSP that allows exactly the page's own style sheet; and the thank-you page.
 */
import { createHash } from "crypto";
import { NEXT_STEPS } from "../../core/contact/nextSteps";
import { FIELD_MESSAGES } from "../../core/contact/rules";
import { plainProblemPage, problemPage, RESULT_PAGE_CSP, sentPage } from "./page";

const TOPICS = [
  { value: "general:not-sure", label: "Not sure yet", group: "General" as const },
  { value: "offering:training", label: "IT Training and Enablement", group: "Services" as const },
  { value: "product:bulk-remind", label: "Bulk Remind", group: "Products" as const },
];

const page = problemPage({
  message: "Check the fields marked below, then send the form again.",
  state: {
    values: {
      name: '"><script>alert(1)</script>',
      email: "not-an-address",
      company: "Contoso",
      topic: "product:bulk-remind",
      message: "</textarea><script>alert(2)</script>",
      consent: "yes",
      website: "",
    },
    errors: { email: FIELD_MESSAGES.emailInvalid, message: FIELD_MESSAGES.messageTooShort },
    token: 'v1.abc.def.ghi"',
  },
  topics: TOPICS,
});

test("re-shows every value, escaped", () => {
  expect(page).not.toContain("<script>");
  expect(page).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  expect(page).toContain("&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>");
  expect(page).toContain('<option value="product:bulk-remind" selected>Bulk Remind</option>');
  expect(page).toMatch(/name="consent" type="checkbox" value="yes" required checked/);
  expect(page).toContain('name="formToken" value="v1.abc.def.ghi&quot;"');
  // The honeypot is never re-filled.
  expect(page).toMatch(/name="website" type="text" tabindex="-1" autocomplete="off" value=""/);
});

test("the topics as on the site's form: 'Not sure yet' first, outside the groups, then services and products", () => {
  expect(page).toContain(
    '<option value="">Choose a topic</option><option value="general:not-sure">Not sure yet</option><optgroup label="Services"><option value="offering:training">IT Training and Enablement</option></optgroup><optgroup label="Products">',
  );
  expect(page).not.toContain('label="General"');
});

test("each error is tied to its field and listed, linked, in the focused alert at the top", () => {
  expect(page).toMatch(
    /<input id="contact-email" name="email" type="email"[^>]* aria-invalid="true" aria-describedby="contact-email-hint contact-email-error">/,
  );
  expect(page).toContain(`<p class="error" id="contact-email-error">${FIELD_MESSAGES.emailInvalid}</p>`);
  expect(page).toMatch(
    /<textarea[^>]*aria-invalid="true" aria-describedby="contact-message-hint contact-message-error">/,
  );
  expect(page).toMatch(/<input id="contact-name"[^>]*>/);
  expect(page).not.toMatch(/<input id="contact-name"[^>]*aria-invalid/);
  expect(page).toMatch(/<div class="alert" role="alert" id="contact-problem" tabindex="-1" autofocus>/);
  expect(page).toContain(`<li><a href="#contact-email">${FIELD_MESSAGES.emailInvalid}</a></li>`);
  expect(page).toContain("<title>Error: Your message was not sent | Northwind Consulting</title>");
});

test("the CSP allows only the page's own style sheet, and the form to post back", () => {
  const style = /<style>([\s\S]*?)<\/style>/.exec(page)?.[1] ?? "";
  const hash = createHash("sha256").update(style, "utf8").digest("base64");
  expect(RESULT_PAGE_CSP).toBe(
    `default-src 'none'; style-src 'sha256-${hash}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  );
  expect(page).not.toMatch(/<script|style="/);
});

test("the thank-you page says whether the confirmation went out, escaping the address", () => {
  expect(sentPage("a&b@example.com", true)).toContain("We also sent a confirmation to a&amp;b@example.com.");
  expect(sentPage("a@example.com", false)).toContain(
    "We could not send a confirmation to a@example.com, but your message reached us.",
  );
  expect(sentPage("a@example.com", true)).toContain('role="status"');
  // The same three next steps as the page's confirmation.
  const steps = /<h2>What happens next<\/h2>\s*<ol>(.*)<\/ol>/.exec(sentPage("a@example.com", true))?.[1] ?? "";
  expect(steps.match(/<li>/g)).toHaveLength(NEXT_STEPS.length);
  for (const step of NEXT_STEPS) expect(steps).toContain(`<strong>${step.title}.</strong>`);
  expect(plainProblemPage("<b>x</b>")).toContain("&lt;b&gt;x&lt;/b&gt;");
});
