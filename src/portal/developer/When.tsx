/** A moment in the site's short date and time, then how far away it is ("in 12 minutes"), relative to `now`. */
import { formatDateTime } from "../../../core/text/dates";
import { relativeMinutes } from "../../identity/format";

export function When({ at, now }: { at: number; now: number }) {
  return (
    <>
      <time dateTime={new Date(at).toISOString()}>{formatDateTime(at)}</time> ({relativeMinutes(at, now)})
    </>
  );
}
