/** What the user console's sections share: the state of a list being loaded, and how a moment is shown. */
import { formatDateTime, toDate } from "../../../core/text/dates";

export type Load<T> = { kind: "loading" } | { kind: "ready"; value: T } | { kind: "failed"; message: string };

/** The site's short date and time; the stored text when it is not a date, "Never recorded" without one. */
export const dateTime = (iso: string | null): string => {
  if (!iso) return "Never recorded";
  const date = toDate(iso);
  return date ? formatDateTime(date) : iso;
};
