/** Where the arrow keys move focus in a grid: by day to the nearest item in time, through a day, across weeks. */
import { nextItemId, type NavColumns } from "./gridNavigation";

// Three days: Monday has an all-day entry and two timed ones, Tuesday nothing (the day itself), Wednesday one.
const week: NavColumns = [
  [
    { id: "mon-allday", position: -1 },
    { id: "mon-9", position: 540 },
    { id: "mon-14", position: 840 },
  ],
  [{ id: "tue", position: 0 }],
  [{ id: "wed-13", position: 780 }],
];

describe("nextItemId", () => {
  it.each([
    ["mon-9", "ArrowDown", "mon-14"],
    ["mon-9", "ArrowUp", "mon-allday"],
    ["mon-allday", "ArrowUp", undefined],
    ["mon-14", "ArrowDown", undefined],
    ["mon-14", "ArrowRight", "tue"],
    ["tue", "ArrowRight", "wed-13"],
    ["wed-13", "ArrowRight", undefined],
    ["wed-13", "ArrowLeft", "tue"],
    // Nearest in time: from 13:00, Monday's 14:00 rather than its 09:00.
    ["tue", "ArrowLeft", "mon-allday"],
    ["wed-13", "Home", "mon-14"],
    ["mon-9", "End", "wed-13"],
    ["mon-9", "Enter", undefined],
    ["unknown", "ArrowDown", undefined],
  ])("from %s, %s goes to %s", (from, key, to) => {
    expect(nextItemId(week, from, key)).toBe(to);
  });

  it("in a month, leaves a day's list upwards or downwards for the same weekday in the next or previous week", () => {
    const month: NavColumns = Array.from({ length: 14 }, (_, day) =>
      day === 2
        ? [
            { id: "d2-a", position: 540 },
            { id: "d2-b", position: 600 },
          ]
        : [{ id: `d${day}`, position: 0 }],
    );
    expect(nextItemId(month, "d2-a", "ArrowDown", 7)).toBe("d2-b");
    expect(nextItemId(month, "d2-b", "ArrowDown", 7)).toBe("d9");
    expect(nextItemId(month, "d9", "ArrowUp", 7)).toBe("d2-b");
    expect(nextItemId(month, "d2-a", "ArrowUp", 7)).toBeUndefined();
    // Left and Right run on through the weeks; Home and End stay in the week.
    expect(nextItemId(month, "d6", "ArrowRight", 7)).toBe("d7");
    expect(nextItemId(month, "d9", "Home", 7)).toBe("d7");
    expect(nextItemId(month, "d9", "End", 7)).toBe("d13");
  });
});
