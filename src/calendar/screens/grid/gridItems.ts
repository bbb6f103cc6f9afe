/**
 * The grids' keyboard items: per day, its entries in reading order (all-day, then timed by start), or the day
 * itself when it has none, so Left / Right always land somewhere. Ids are unique per day, since an event across
 * midnight shows on two.
 */
import type { GridDay } from "../../../../core/time/grid";
import type { UnifiedEvent } from "../../../../core/calendar/model";
import type { PlainDate } from "../../../../core/time/plainDate";
import type { NavItem } from "./gridNavigation";

export const entryId = (date: PlainDate, event: Pick<UnifiedEvent, "key">) => `${date}|${event.key}`;
export const dayId = (date: PlainDate) => `${date}|`;
export const moreId = (date: PlainDate) => `${date}|+more`;

/** Positions order items for 'nearest in time': all-day above the hours, '+N more' below them. */
export const ALL_DAY_POSITION = -1;
export const MORE_POSITION = 1441;

export function dayItems(day: GridDay): NavItem[] {
  const items = [
    ...day.allDay.map((entry) => ({ id: entryId(day.date, entry.event), position: ALL_DAY_POSITION })),
    ...day.timed.map((segment) => ({ id: entryId(day.date, segment.event), position: segment.startMinute })),
  ];
  return items.length > 0 ? items : [{ id: dayId(day.date), position: 0 }];
}
