import { cardSpans, gridLayout, trackCount } from "./cardGridLayout";

/** Places spans the way CSS grid auto-placement does with `span n`: a card that does not fit starts a new row. */
function rows(spans: number[], tracks: number): number[][] {
  const out: number[][] = [[]];
  let used = 0;
  for (const span of spans) {
    if (used + span > tracks) {
      out.push([]);
      used = 0;
    }
    out[out.length - 1]!.push(span);
    used += span;
  }
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("cardSpans", () => {
  it("10 offerings in 3 columns: 3, 3, 2, 2 instead of 3, 3, 3, 1", () => {
    const spans = cardSpans(10, 3, 6);
    expect(rows(spans, 6)).toEqual([
      [2, 2, 2],
      [2, 2, 2],
      [3, 3],
      [3, 3],
    ]);
  });

  it("a last row of two in three columns is stretched; in two columns an odd card takes the row", () => {
    expect(rows(cardSpans(5, 3, 6), 6)).toEqual([
      [2, 2, 2],
      [3, 3],
    ]);
    expect(rows(cardSpans(3, 2, 6), 6)).toEqual([[3, 3], [6]]);
    expect(rows(cardSpans(2, 3, 6), 6)).toEqual([[3, 3]]);
    expect(rows(cardSpans(1, 3, 6), 6)).toEqual([[6]]);
  });

  it("full rows and one column are left alone", () => {
    expect(cardSpans(6, 3, 6)).toEqual([2, 2, 2, 2, 2, 2]);
    expect(cardSpans(4, 2, 6)).toEqual([3, 3, 3, 3]);
    expect(cardSpans(3, 1, 6)).toEqual([6, 6, 6]);
  });

  it("four columns: 4 + 1 becomes 3 + 2", () => {
    expect(rows(cardSpans(5, 4, 12), 12)).toEqual([
      [4, 4, 4],
      [6, 6],
    ]);
  });

  // The rule itself, for every count a page could have and every column count the grid uses.
  for (const columnsPerBreakpoint of [
    [1, 2, 3],
    [1, 2, 3, 4],
    [1, 2],
  ]) {
    const tracks = trackCount(columnsPerBreakpoint);
    for (const columns of columnsPerBreakpoint) {
      it(`${columns} of ${tracks} tracks: every row is full, no card wider than the row, none alone unless it spans the row`, () => {
        for (let count = 1; count <= 40; count++) {
          const placed = rows(cardSpans(count, columns, tracks), tracks);
          for (const row of placed) expect(sum(row)).toBe(tracks);
          for (const row of placed) expect(Math.max(...row)).toBeLessThanOrEqual(tracks);
          const last = placed[placed.length - 1]!;
          if (columns >= 3 && count >= 2) expect(last.length).toBeGreaterThanOrEqual(2);
          if (last.length === 1) expect(last[0]).toBe(tracks);
          // Rows never hold more cards than the breakpoint's column count.
          for (const row of placed) expect(row.length).toBeLessThanOrEqual(columns);
        }
      });
    }
  }
});

describe("gridLayout", () => {
  it("gives each card its span per breakpoint over 6 tracks", () => {
    const { tracks, spans } = gridLayout(4, [1, 2, 3]);
    expect(tracks).toBe(6);
    expect(spans).toEqual([
      [6, 3, 3],
      [6, 3, 3],
      [6, 3, 3],
      [6, 3, 3],
    ]);
  });
});
