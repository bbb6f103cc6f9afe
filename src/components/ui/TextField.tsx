/**
 * A labeled input with its hint and errors tied to it (`aria-describedby`, `aria-invalid`), so every form
 * field of the site is announced the same way. `end` holds an adornment inside the field (a show-password toggle).
 */
import React, { useCallback, useId, useRef } from "react";
import { useBeforePaint } from "../useBeforePaint";

export interface TextFieldProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "children"> {
  label: string;
  name: string;
  /** One message or several (a password can break several rules at once). */
  error?: string | readonly string[];
  hint?: React.ReactNode;
  end?: React.ReactNode;
}

export function errorList(error: TextFieldProps["error"]): readonly string[] {
  if (!error) return [];
  return typeof error === "string" ? [error] : error;
}

export const TextField = React.forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, name, error, hint, end, id, autoFocus, ...input },
  ref,
) {
  // `autoFocus` focuses the field when it appears, also inside a screen or row shown later: the attribute alone
  // counts only while a page loads, and React focuses such fields itself but Preact does not.
  const element = useRef<HTMLInputElement | null>(null);
  const setElement = useCallback(
    (node: HTMLInputElement | null) => {
      element.current = node;
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useBeforePaint(() => {
    if (autoFocus) element.current?.focus();
  }, []);
  const generated = useId();
  const inputId = id ?? `${name}-${generated}`;
  const errors = errorList(error);
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = errors.length > 0 ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div sx={{ mb: 3 }}>
      <label htmlFor={inputId} sx={{ variant: "forms.label" }}>
        {label}
      </label>
      <div sx={{ position: "relative" }}>
        <input
          ref={setElement}
          id={inputId}
          name={name}
          aria-invalid={errors.length > 0 || undefined}
          aria-describedby={describedBy}
          sx={{ variant: "forms.input", pr: end ? "52px" : undefined }}
          {...input}
        />
        {end && (
          <div sx={{ position: "absolute", top: 0, right: 0, bottom: 0, display: "flex", alignItems: "center" }}>
            {end}
          </div>
        )}
      </div>
      {hint && (
        <p id={hintId} sx={{ color: "muted", fontSize: 1, mt: 1, mb: 0 }}>
          {hint}
        </p>
      )}
      {errorId && (
        <ul id={errorId} sx={{ color: "secondary", fontSize: 1, mt: 1, mb: 0, pl: 0, listStyle: "none" }}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
});

export default TextField;
