/**
 * Style for a page part that usually starts below the fold: the browser skips its layout and paint until it nears
 * the viewport (`content-visibility: auto`), so the first layout of a long page covers what is on screen. On the
 * home page that halved the first layout, most of which was looking up fonts for text nobody could see yet. The
 * text stays in the accessibility tree and in find-in-page, and a part already on screen is laid out at once.
 *
 * `height` is the size assumed until the part is first laid out; after that the browser remembers the real one.
 * The part also clips what overflows it (paint containment): nothing that pops out of its box, such as a menu or a
 * dialog, may live inside one.
 */
export function layoutWhenNearViewport(height: number) {
  return { contentVisibility: "auto", containIntrinsicSize: `auto ${height}px` } as const;
}
