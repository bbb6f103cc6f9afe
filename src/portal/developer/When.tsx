/** A moment as local date and time, then how far away it is ("in 12 minutes"), relative to `now`. */
import React from "react";
import { localDateTime, relativeMinutes } from "../../identity/format";

export function When({ at, now }: { at: number; now: number }) {
  return (
    <>
      <time dateTime={new Date(at).toISOString()}>{localDateTime(at)}</time> ({relativeMinutes(at, now)})
    </>
  );
}
