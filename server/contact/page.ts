/**
 * The page the function answers a plain form post with (no JavaScript in the browser): a thank-you, or the form
 * again with everything the visitor typed, the problem in an alert at the top (focused, linking to each field) and
 * each field's message tied to it with aria-describedby. Server-rendered HTML with no script; its one inline style
 * sheet is allowed by its hash in the page's own Content-Security-Policy. Light or dark follows the system setting
 * (the site's stored choice needs JavaScript to read). Every value is escaped. Pure.
 */
import { createHash } from "crypto";
import { site } from "../../core/config/site";
import {
  CONSENT_LABEL,
  CONSENT_VALUE,
  FIELD_HINTS,
  FIELD_LABELS,
  HONEYPOT_FIELD,
  HONEYPOT_LABEL,
  isConsent,
  LIMITS,
  SUBMIT_LABEL,
  TOKEN_FIELD,
  TOPIC_PLACEHOLDER,
  type ContactField,
  type FieldErrors,
} from "../../core/contact/rules";
import { NEXT_STEPS } from "../../core/contact/nextSteps";
import { TOPIC_GROUPS, type ContactTopic, type TopicGroup } from "../../core/contact/topics";
import { darkColors, lightColors } from "../../core/theme/palette";
import { escapeHtml, htmlPage } from "../../core/html";

function palette(c: Record<string, string>): string {
  return [
    "text",
    "background",
    "paper",
    "primary",
    "primaryText",
    "secondary",
    "muted",
    "border",
    "headerBg",
    "headerText",
    "focus",
    "success",
    "inputBorder",
  ]
    .map((k) => `--${k}: ${c[k]};`)
    .join(" ");
}

const STYLE = `
:root { ${palette(lightColors)} color-scheme: light; }
@media (prefers-color-scheme: dark) { :root { ${palette(darkColors)} color-scheme: dark; } }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.6; color: var(--text); background: var(--background); }
a { color: var(--primary); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.bar { background: var(--headerBg); color: var(--headerText); padding: 12px 16px; }
.bar a { color: var(--headerText); font-weight: 700; text-decoration: none; font-size: 1.15rem; }
main { max-width: 760px; margin: 0 auto; padding: 24px 16px 48px; }
h1 { font-size: 2rem; line-height: 1.2; margin: 0 0 16px; }
.alert { border-left: 4px solid var(--secondary); background: var(--paper); border-radius: 8px; padding: 12px 16px; margin: 0 0 24px; }
.alert.success { border-color: var(--success); }
.alert h2 { font-size: 1.1rem; margin: 0 0 4px; }
.alert p { margin: 0 0 8px; }
.alert ul { margin: 0; padding-left: 20px; }
h2 { font-size: 1.25rem; margin: 24px 0 8px; }
ol { padding-left: 24px; }
li { margin: 0 0 8px; }
.field { margin: 0 0 16px; }
label, .label { display: block; font-weight: 600; margin: 0 0 4px; }
.hint { color: var(--muted); font-size: 0.9rem; margin: 4px 0 0; }
.error { color: var(--secondary); font-size: 0.9rem; margin: 4px 0 0; }
input[type=text], input[type=email], select, textarea { display: block; width: 100%; font: inherit; padding: 10px 16px; color: var(--text); background: var(--background); border: 1px solid var(--inputBorder); border-radius: 8px; }
textarea { min-height: 10rem; resize: vertical; }
[aria-invalid=true] { border: 2px solid var(--secondary) !important; }
.check { display: flex; gap: 12px; align-items: flex-start; }
.check input { width: 22px; height: 22px; margin: 2px 0 0; flex: none; accent-color: var(--primary); }
.check label { font-weight: 400; margin: 0; }
.trap { position: absolute; left: -10000px; width: 1px; height: 1px; overflow: hidden; }
button { font: inherit; font-weight: 600; padding: 10px 24px; border-radius: 8px; border: 2px solid var(--primary); background: var(--primary); color: var(--primaryText); cursor: pointer; }
`;

/** The Content-Security-Policy of these pages: nothing but their own style sheet, and the form posting back here. */
export const RESULT_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash("sha256").update(STYLE, "utf8").digest("base64")}'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const fieldId = (field: string) => `contact-${field}`;

export interface FormState {
  values: Readonly<Record<string, unknown>>;
  errors: FieldErrors;
  token: string;
}

function valueOf(values: Readonly<Record<string, unknown>>, field: ContactField): string {
  const v = values[field];
  return typeof v === "string" ? v : "";
}

function describedBy(field: ContactField, errors: FieldErrors, hint: boolean): string {
  const ids = [hint ? `${fieldId(field)}-hint` : "", errors[field] ? `${fieldId(field)}-error` : ""].filter(Boolean);
  return ids.length ? ` aria-describedby="${ids.join(" ")}"` : "";
}

function fieldError(field: ContactField, errors: FieldErrors): string {
  const message = errors[field];
  return message ? `<p class="error" id="${fieldId(field)}-error">${escapeHtml(message)}</p>` : "";
}

function invalid(field: ContactField, errors: FieldErrors): string {
  return errors[field] ? ' aria-invalid="true"' : "";
}

function input(field: "name" | "email" | "company", state: FormState, type: string, autocomplete: string, max: number) {
  const hint = field === "email" ? FIELD_HINTS.email : "";
  const required = field === "company" ? "" : " required";
  return `<div class="field">
<label for="${fieldId(field)}">${escapeHtml(FIELD_LABELS[field])}</label>
<input id="${fieldId(field)}" name="${field}" type="${type}" autocomplete="${autocomplete}" maxlength="${max}"${required} value="${escapeHtml(valueOf(state.values, field))}"${invalid(field, state.errors)}${describedBy(field, state.errors, Boolean(hint))}>
${hint ? `<p class="hint" id="${fieldId(field)}-hint">${escapeHtml(hint)}</p>` : ""}
${fieldError(field, state.errors)}
</div>`;
}

function topicSelect(state: FormState, topics: readonly ContactTopic[]): string {
  const chosen = valueOf(state.values, "topic").trim();
  // As the page's form: the general topics ("Not sure yet") first and without a heading, then one group each.
  const group = (name: TopicGroup) => {
    const options = topics
      .filter((t) => t.group === name)
      .map(
        (t) =>
          `<option value="${escapeHtml(t.value)}"${t.value === chosen ? " selected" : ""}>${escapeHtml(t.label)}</option>`,
      )
      .join("");
    return options && name !== "General" ? `<optgroup label="${name}">${options}</optgroup>` : options;
  };
  return `<div class="field">
<label for="${fieldId("topic")}">${FIELD_LABELS.topic}</label>
<select id="${fieldId("topic")}" name="topic" required${invalid("topic", state.errors)}${describedBy("topic", state.errors, false)}>
<option value="">${TOPIC_PLACEHOLDER}</option>${TOPIC_GROUPS.map(group).join("")}
</select>
${fieldError("topic", state.errors)}
</div>`;
}

function form(state: FormState, topics: readonly ContactTopic[]): string {
  const message = valueOf(state.values, "message");
  const consent = isConsent(state.values.consent);
  return `<form method="post" action="/api/contact">
<input type="hidden" name="${TOKEN_FIELD}" value="${escapeHtml(state.token)}">
${input("name", state, "text", "name", LIMITS.name)}
${input("email", state, "email", "email", LIMITS.email)}
${input("company", state, "text", "organization", LIMITS.company)}
${topicSelect(state, topics)}
<div class="field">
<label for="${fieldId("message")}">${FIELD_LABELS.message}</label>
<textarea id="${fieldId("message")}" name="message" rows="8" required maxlength="${LIMITS.messageMax}"${invalid("message", state.errors)}${describedBy("message", state.errors, true)}>${escapeHtml(message)}</textarea>
<p class="hint" id="${fieldId("message")}-hint">${escapeHtml(FIELD_HINTS.message)}</p>
${fieldError("message", state.errors)}
</div>
<div class="trap" aria-hidden="true"><label for="${fieldId(HONEYPOT_FIELD)}">${HONEYPOT_LABEL}</label><input id="${fieldId(HONEYPOT_FIELD)}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>
<div class="field">
<div class="check">
<input id="${fieldId("consent")}" name="consent" type="checkbox" value="${CONSENT_VALUE}" required${consent ? " checked" : ""}${invalid("consent", state.errors)}${describedBy("consent", state.errors, false)}>
<label for="${fieldId("consent")}">${escapeHtml(CONSENT_LABEL.before)}<a href="${CONSENT_LABEL.href}">${escapeHtml(CONSENT_LABEL.link)}</a>${escapeHtml(CONSENT_LABEL.after)}</label>
</div>
${fieldError("consent", state.errors)}
</div>
<button type="submit">${SUBMIT_LABEL}</button>
</form>`;
}

function shell(title: string, body: string): string {
  return htmlPage({
    title: `${title} | ${site.brand}`,
    style: STYLE,
    body: `<header class="bar"><a href="/">${escapeHtml(site.brand)}</a></header>
<main>
${body}
</main>`,
  });
}

export function sentPage(email: string, acknowledged: boolean): string {
  const confirmation = acknowledged
    ? `We also sent a confirmation to ${escapeHtml(email)}.`
    : `We could not send a confirmation to ${escapeHtml(email)}, but your message reached us.`;
  const steps = NEXT_STEPS.map((s) => `<li><strong>${escapeHtml(s.title)}.</strong> ${escapeHtml(s.body)}</li>`).join(
    "",
  );
  return shell(
    "Message sent",
    `<h1>Thank you, your message was sent</h1>
<div class="alert success" role="status"><p>A partner reads every message and replies within one business day. ${confirmation}</p></div>
<h2>What happens next</h2>
<ol>${steps}</ol>
<p><a href="/">Back to the home page</a> · <a href="/contact/">Contact page</a></p>`,
  );
}

export interface ProblemPage {
  /** The sentence at the top (what went wrong and what to do). */
  message: string;
  state: FormState;
  topics: readonly ContactTopic[];
}

export function problemPage({ message, state, topics }: ProblemPage): string {
  const fields = (Object.entries(state.errors) as [ContactField, string][])
    .map(([field, text]) => `<li><a href="#${fieldId(field)}">${escapeHtml(text)}</a></li>`)
    .join("");
  return shell(
    "Error: Your message was not sent",
    `<h1>Your message was not sent</h1>
<div class="alert" role="alert" id="contact-problem" tabindex="-1" autofocus>
<h2>There is a problem</h2>
<p>${escapeHtml(message)}</p>
${fields ? `<ul>${fields}</ul>` : ""}
</div>
${form(state, topics)}
<p><a href="/contact/">Back to the contact page</a></p>`,
  );
}

/** A refusal before any form could be read (wrong origin, a body that is not a form of ours). */
export function plainProblemPage(message: string): string {
  return shell(
    "Error: Your message was not sent",
    `<h1>Your message was not sent</h1>
<div class="alert" role="alert" id="contact-problem" tabindex="-1" autofocus><p>${escapeHtml(message)}</p></div>
<p><a href="/contact/">Back to the contact page</a></p>`,
  );
}
