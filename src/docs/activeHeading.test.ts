import { activeHeadingId } from "./activeHeading";

const at = (...tops: number[]) => tops.map((top, i) => ({ id: `h${i}`, top }));

describe("activeHeadingId", () => {
  it("is the last heading above the line", () => {
    expect(activeHeadingId(at(-400, -20, 50, 900), 96, false)).toBe("h2");
    expect(activeHeadingId(at(-400, -20, 200, 900), 96, false)).toBe("h1");
  });
  it("is the first heading before any has reached the line", () => {
    expect(activeHeadingId(at(300, 900), 96, false)).toBe("h0");
  });
  it("is the last heading at the end of the page", () => {
    expect(activeHeadingId(at(-400, 300, 500), 96, true)).toBe("h2");
  });
  it("is nothing on a page without headings", () => {
    expect(activeHeadingId([], 96, false)).toBeNull();
  });
});
