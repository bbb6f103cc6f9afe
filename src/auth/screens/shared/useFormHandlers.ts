/**
 * DOM events to flow events: the screens keep no form state of their own, the machine holds the values and
 * validates them. Submit sends what the form holds (FormData), so autofilled values that fired no change count.
 */
import type React from "react";
import { useAuthenticator } from "../../useAuthenticator";

export function useFormHandlers() {
  const { change, blur, submit } = useAuthenticator(() => []); // commands only: no re-render of its own
  return {
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => change(e.target.name, e.target.value),
    onBlur: (e: React.FocusEvent<HTMLInputElement | HTMLSelectElement>) => blur(e.target.name),
    onSubmit: (e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      const values: Record<string, string> = {};
      new FormData(e.currentTarget).forEach((value, key) => {
        if (typeof value === "string") values[key] = value;
      });
      submit(values);
    },
  };
}
