/** What the user console's sections share: the state of a list being loaded, and how a moment is shown. */

export type Load<T> = { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; message: string };

/** A date and time in the reader's locale; the stored text when it is not a date, "Never recorded" without one. */
export const dateTime = (iso: string | null): string => {
  if (!iso) return "Never recorded";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
};
