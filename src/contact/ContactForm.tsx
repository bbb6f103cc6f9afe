/**
 * The contact form. Without JavaScript it is a plain form posting to /api/contact (the browser's own checks from
 * `required`, `type` and `maxlength`; the token from the <noscript> image's cookie; a result page back). Once
 * hydrated it opens on the topic a call to action named in the address (`?topic=offering:<slug>`, after mount so
 * the server HTML and the first render agree; anything unknown is ignored) and says what the message is about,
 * checks fields inline with the shared rules, fetches the fill-time token when the visitor starts, sends JSON and
 * shows "Sending…" on a disabled button. Once sent, a confirmation takes the form's place (ContactSent.tsx); on
 * failure an alert just above the button, where the visitor is, keeps everything typed. Field errors are tied to
 * their fields and the first one gets the focus.
 */
import React, { useCallback, useEffect, useRef, useState } from "react";
import { useBeforePaint } from "../components/useBeforePaint";
import Alert from "../components/ui/Alert";
import Button from "../components/ui/Button";
import ContactSent from "./ContactSent";
import { fetchToken, sendContactRequest } from "./api";
import { CheckboxField, FIELD_STYLES, fieldId, InputField, SelectField, TextAreaField } from "./fields";
import {
  CONSENT_LABEL,
  CONSENT_VALUE,
  CONTACT_FIELDS,
  FIELD_HINTS,
  FIELD_LABELS,
  HONEYPOT_FIELD,
  HONEYPOT_LABEL,
  LIMITS,
  SENDING_LABEL,
  SUBMIT_LABEL,
  TOKEN_FIELD,
  TOPIC_PLACEHOLDER,
  type ContactField,
  type FieldErrors,
} from "../../core/contact/rules";
import { findTopic, TOPIC_GROUPS, topicFromSearch, type ContactTopic } from "../../core/contact/topics";
import { validateContact } from "../../core/contact/validate";

interface Values {
  name: string;
  email: string;
  company: string;
  topic: string;
  message: string;
  consent: boolean;
}

const EMPTY: Values = { name: "", email: "", company: "", topic: "", message: "", consent: false };

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; email: string; acknowledged: boolean }
  | { kind: "failed"; message: string; title?: string };

const NO_ANSWER_TITLE = "No answer from our server";

/** Sending again could deliver the message twice: the confirmation e-mail tells whether the first one went. */
function noAnswerMessage(email: string): string {
  return (
    "Our server did not answer in time, so we cannot tell whether your message was sent. If our confirmation " +
    `reaches ${email} in the next few minutes, it arrived; if not, send it again: your text is still in the form.`
  );
}

function firstInvalid(errors: FieldErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((f) => errors[f]);
}

/** The id of the form section's heading ("Send us a message", then the confirmation's), which names the section. */
export const CONTACT_HEADING_ID = "contact-form-heading";
export const FORM_TITLE = "Send us a message";

interface ContactFormProps {
  topics: readonly ContactTopic[];
  /** The page address's query (`location.search`): a call to action's `?topic=…` opens the form on that topic. */
  search?: string;
}

export default function ContactForm({ topics, search = "" }: ContactFormProps) {
  // The browser's own checks until the script runs, then the inline messages. Set on the element (each one: the
  // form is new after "Send another message") rather than through state, so hydration is not followed by a second
  // render of the whole form.
  const takeOverChecks = useCallback((form: HTMLFormElement | null) => {
    if (form) form.noValidate = true;
  }, []);
  /** The failure message, just above the button where the visitor is looking. */
  const failure = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<Partial<Record<ContactField, true>>>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  /** Set when a call to action chose the topic: the form then says what the message is about. */
  const [linked, setLinked] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const token = useRef<Promise<string> | null>(null);
  /** The query whose topic was applied: a page re-render never undoes the visitor's own choice. */
  const appliedSearch = useRef<string | null>(null);
  /** After "Send another message", the name field gets the focus once the form is back. */
  const focusNameWhenShown = useRef(false);
  const topicValues = topics.map((t) => t.value);

  // Before the first paint: a client-side navigation from a call to action shows the form with its topic chosen.
  useBeforePaint(() => {
    if (appliedSearch.current === search) return;
    appliedSearch.current = search;
    const topic = topicFromSearch(search, topics);
    if (!topic) return;
    setValues((current) => ({ ...current, topic: topic.value }));
    setErrors((current) => ({ ...current, topic: undefined }));
    setLinked(true);
  }, [search, topics]);

  /**
   * The token is fetched once the visitor starts on the form: the fill time counts from there. A fetch that got no
   * token is not kept, so the next send asks again.
   */
  const ensureToken = useCallback(async () => {
    const pending = (token.current ??= fetchToken());
    const value = await pending;
    if (!value && token.current === pending) token.current = null;
    return value;
  }, []);
  const replaceToken = (next: string | undefined) => {
    if (next) token.current = Promise.resolve(next);
  };

  const check = (next: Values) => validateContact({ ...next, consent: next.consent ? CONSENT_VALUE : "" }, topicValues);

  /** Re-checks the fields already visited (or with an error) as the visitor types. */
  const update = (field: ContactField, value: string | boolean) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched[field] || errors[field]) {
      const result = check(next);
      const fieldErrors: FieldErrors = result.ok ? {} : result.errors;
      setErrors((current) => ({ ...current, [field]: fieldErrors[field] }));
    }
  };

  const leave = (field: ContactField) => {
    setTouched((t) => ({ ...t, [field]: true }));
    const result = check(values);
    // An untouched optional or empty field is left alone until the visitor sends the form.
    const value = values[field];
    if (value === "" || value === false) return;
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.errors[field] }));
  };

  const focusField = (field: ContactField | undefined) => {
    if (field) document.getElementById(fieldId(field))?.focus();
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const result = check(values);
    if (!result.ok) {
      setErrors(result.errors);
      setStatus({ kind: "idle" });
      focusField(firstInvalid(result.errors));
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    const answer = await sendContactRequest({
      ...values,
      consent: true,
      [HONEYPOT_FIELD]: honeypot.current?.value ?? "",
      [TOKEN_FIELD]: await ensureToken(),
    });
    if (answer.kind === "sent") {
      setStatus({ kind: "sent", email: result.value.email, acknowledged: answer.acknowledged });
      token.current = null;
      return;
    }
    if (answer.kind === "noAnswer") {
      setStatus({ kind: "failed", title: NO_ANSWER_TITLE, message: noAnswerMessage(result.value.email) });
      return;
    }
    replaceToken(answer.token);
    if (answer.kind === "invalid") {
      setErrors(answer.errors);
      setStatus({ kind: "idle" });
      focusField(firstInvalid(answer.errors));
      return;
    }
    setStatus({ kind: "failed", message: answer.message });
  };

  // On a small screen the message could still be out of view after the form changed around it.
  useEffect(() => {
    if (status.kind === "failed") failure.current?.scrollIntoView?.({ block: "nearest" });
  }, [status]);

  useEffect(() => {
    if (status.kind !== "idle" || !focusNameWhenShown.current) return;
    focusNameWhenShown.current = false;
    focusField("name");
  }, [status]);

  /** "Send another message": the empty form again, as on a first visit without a topic. */
  const another = () => {
    setValues(EMPTY);
    setErrors({});
    setTouched({});
    setLinked(false);
    focusNameWhenShown.current = true;
    setStatus({ kind: "idle" });
  };

  if (status.kind === "sent")
    return (
      <ContactSent
        headingId={CONTACT_HEADING_ID}
        email={status.email}
        acknowledged={status.acknowledged}
        onAnother={another}
      />
    );

  const sending = status.kind === "sending";
  const groups = TOPIC_GROUPS.map((group) => ({ group, items: topics.filter((t) => t.group === group) }));
  const about = linked ? findTopic(topics, values.topic) : undefined;

  return (
    <>
      <h2 id={CONTACT_HEADING_ID} sx={{ mt: 0, mb: 2 }}>
        {FORM_TITLE}
      </h2>
      <form
        ref={takeOverChecks}
        method="post"
        action="/api/contact"
        sx={FIELD_STYLES}
        onSubmit={(e) => void onSubmit(e)}
        onFocus={() => void ensureToken()}
        aria-describedby="contact-form-note"
      >
        {/* Always one line, empty until a call to action's topic is applied after hydration: filled in place, it moves
            nothing below it (no layout shift on a direct visit to /contact/?topic=…). */}
        <p className="about" aria-hidden={about ? undefined : true}>
          {about && (
            <>
              About: <strong>{about.label}</strong>
            </>
          )}
        </p>
        <p id="contact-form-note" className="hint">
          All fields are required except the company.
        </p>
        <noscript>
          {/* Without JavaScript the fill-time token arrives as a cookie with this image (server/contact/token-handler.ts). */}
          <img src="/api/contact/token?as=image" alt="" width={1} height={1} className="trap" />
        </noscript>
        <InputField
          field="name"
          label={FIELD_LABELS.name}
          type="text"
          autoComplete="name"
          required
          maxLength={LIMITS.name}
          value={values.name}
          error={errors.name}
          onChange={(e) => update("name", e.target.value)}
          onBlur={() => leave("name")}
        />
        <InputField
          field="email"
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          required
          maxLength={LIMITS.email}
          value={values.email}
          error={errors.email}
          hint={FIELD_HINTS.email}
          onChange={(e) => update("email", e.target.value)}
          onBlur={() => leave("email")}
        />
        <InputField
          field="company"
          label={FIELD_LABELS.company}
          type="text"
          autoComplete="organization"
          maxLength={LIMITS.company}
          value={values.company}
          error={errors.company}
          onChange={(e) => update("company", e.target.value)}
          onBlur={() => leave("company")}
        />
        <SelectField
          field="topic"
          label={FIELD_LABELS.topic}
          required
          value={values.topic}
          error={errors.topic}
          onChange={(e) => update("topic", e.target.value)}
          onBlur={() => leave("topic")}
        >
          <option value="">{TOPIC_PLACEHOLDER}</option>
          {/* "Not sure yet" first and without a group heading, then one group each (as the function's result page). */}
          {groups.map(({ group, items }) =>
            group === "General" ? (
              items.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))
            ) : items.length ? (
              <optgroup key={group} label={group}>
                {items.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </SelectField>
        <TextAreaField
          field="message"
          label={FIELD_LABELS.message}
          required
          rows={8}
          maxLength={LIMITS.messageMax}
          value={values.message}
          error={errors.message}
          hint={FIELD_HINTS.message}
          onChange={(e) => update("message", e.target.value)}
          onBlur={() => leave("message")}
        />
        <div aria-hidden="true" className="trap">
          <label htmlFor={fieldId(HONEYPOT_FIELD)}>{HONEYPOT_LABEL}</label>
          <input
            ref={honeypot}
            id={fieldId(HONEYPOT_FIELD)}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <CheckboxField
          field="consent"
          value={CONSENT_VALUE}
          required
          checked={values.consent}
          error={errors.consent}
          onChange={(e) => update("consent", e.target.checked)}
          label={
            <>
              {CONSENT_LABEL.before}
              <a href={CONSENT_LABEL.href}>{CONSENT_LABEL.link}</a>
              {CONSENT_LABEL.after}
            </>
          }
        />
        <div ref={failure}>
          {status.kind === "failed" && (
            <Alert tone="error" title={status.title ?? "Your message was not sent"}>
              <p>{status.message}</p>
            </Alert>
          )}
        </div>
        <Button type="submit" busy={sending}>
          {sending ? SENDING_LABEL : SUBMIT_LABEL}
        </Button>
      </form>
    </>
  );
}
