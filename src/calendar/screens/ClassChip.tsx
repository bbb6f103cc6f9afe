/** The class of an event (in person, hybrid, online, unknown) as a chip. */
import type { EventClass } from "../../../core/calendar/model";
import { CLASS_LABELS } from "../../../core/calendar/labels";
import { Chip, type ChipTone } from "./Chip";

const TONES: Readonly<Record<EventClass, ChipTone>> = {
  in_person: "success",
  hybrid: "warning",
  online: "primary",
  unknown: "neutral",
};

export function ClassChip({ value }: { value: EventClass }) {
  return <Chip tone={TONES[value]}>{CLASS_LABELS[value]}</Chip>;
}

export default ClassChip;
