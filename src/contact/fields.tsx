/**
 * The contact form's fields: each a label, an optional hint and its error, tied to the control with
 * aria-describedby and aria-invalid, the same way the site's TextField does, with ids fixed by field name
 * (`contact-<field>`) so the function's result page and the script's focus handling address the same elements.
 * Plain class names instead of an `sx` prop on every element: the form styles them all with one rule set
 * (FIELD_STYLES), which keeps hydrating the contact page cheap (a main-thread cost Lighthouse counts).
 */
import React from "react";
import type { ThemeUIStyleObject } from "theme-ui";
import type { ContactField } from "../../core/contact/rules";

export const fieldId = (field: string) => `contact-${field}`;

/** Applied once, on the form. */
export const FIELD_STYLES: ThemeUIStyleObject = {
  ".field": { mb: 3 },
  ".consent": { mb: 4 },
  // The honeypot: out of sight and out of the tab order, but a real field to a bot reading the markup.
  ".trap": { position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" },
  ".field > label": { variant: "forms.label" },
  "input[type=text], input[type=email], select, textarea": { variant: "forms.input" },
  select: { appearance: "auto" },
  textarea: { minHeight: "10rem", resize: "vertical", lineHeight: "body" },
  ".hint": { color: "muted", fontSize: 1, mt: 1, mb: 0 },
  ".error": { color: "secondary", fontSize: 1, fontWeight: "bold", mt: 1, mb: 0 },
  ".check": { display: "flex", gap: 3, alignItems: "flex-start" },
  ".check input": { width: 22, height: 22, mt: "3px", flex: "none", accentColor: "primary" },
  // The form's own note, before the fields (after .hint, which it overrides).
  "& > .hint": { mt: 0, mb: 3 },
  // What the message is about, when a call to action chose the topic.
  // One line whatever the title's length (the select below names it in full), so filling it shifts nothing.
  ".about": {
    mt: 0,
    mb: 2,
    fontSize: 3,
    lineHeight: "body",
    minHeight: "1lh",
    whiteSpace: "nowrap",
    // Sized by the form, never by its text: a long unbroken line must not widen the page's grid column.
    width: 0,
    minWidth: "100%",
    overflow: "hidden",
    textOverflow: "ellipsis",
  },
};

interface Described {
  field: ContactField;
  error?: string | undefined;
  hint?: string | undefined;
}

function describedBy({ field, error, hint }: Described): string | undefined {
  return (
    [hint ? `${fieldId(field)}-hint` : "", error ? `${fieldId(field)}-error` : ""].filter(Boolean).join(" ") ||
    undefined
  );
}

function Notes({ field, error, hint }: Described) {
  return (
    <>
      {hint && (
        <p id={`${fieldId(field)}-hint`} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(field)}-error`} className="error">
          {error}
        </p>
      )}
    </>
  );
}

/** The accessibility attributes every control gets. */
function aria(d: Described) {
  return {
    id: fieldId(d.field),
    name: d.field,
    "aria-invalid": d.error ? true : undefined,
    "aria-describedby": describedBy(d),
  };
}

type InputProps = Described & { label: string } & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name">;

export function InputField({ field, label, error, hint, ...input }: InputProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <input {...aria({ field, error, hint })} {...input} />
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}

type TextAreaProps = Described & { label: string } & Omit<
    React.TextareaHTMLAttributes<HTMLTextAreaElement>,
    "id" | "name"
  >;

export function TextAreaField({ field, label, error, hint, ...textarea }: TextAreaProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <textarea {...aria({ field, error, hint })} {...textarea} />
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}

type SelectProps = Described & { label: string; children: React.ReactNode } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "name"
  >;

export function SelectField({ field, label, error, hint, children, ...select }: SelectProps) {
  return (
    <div className="field">
      <label htmlFor={fieldId(field)}>{label}</label>
      <select {...aria({ field, error, hint })} {...select}>
        {children}
      </select>
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}

type CheckboxProps = Described & { label: React.ReactNode } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "type"
  >;

export function CheckboxField({ field, label, error, hint, ...input }: CheckboxProps) {
  return (
    <div className="field consent">
      <div className="check">
        <input type="checkbox" {...aria({ field, error, hint })} {...input} />
        <label htmlFor={fieldId(field)}>{label}</label>
      </div>
      <Notes field={field} error={error} hint={hint} />
    </div>
  );
}
