/** @jest-environment jsdom */
/** The browser's emotion cache adopts the server's rules by id and leaves their <style> elements where they are. */
import { createBrowserStyleCache, hasServerGlobalStyles, serverRuleIds } from "./styleCache";

describe("serverRuleIds", () => {
  it("reads the ids of the class elements only", () => {
    expect(serverRuleIds(["css-global 1hdu3uk", "css 1ecz376 unz9n7", " css  kd7sk7 "])).toEqual([
      "1ecz376",
      "unz9n7",
      "kd7sk7",
    ]);
    expect(serverRuleIds(["", "css", "other 1ab"])).toEqual([]);
  });
});

describe("createBrowserStyleCache", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("marks the server's rules inserted and moves no element", () => {
    document.head.innerHTML =
      '<style data-ssr-emotion="css-global g1">:root{}</style>' +
      '<style data-ssr-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>' +
      '<meta name="after">';
    const before = Array.from(document.head.children);
    const cache = createBrowserStyleCache(document);
    expect(cache.key).toBe("css");
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    expect(cache.inserted.g1).toBeUndefined();
    expect(Array.from(document.head.children)).toEqual(before);
    expect(hasServerGlobalStyles(document)).toBe(true);
  });

  it("inserts rules the server did not render into a new element after the server's", () => {
    document.head.innerHTML = '<style data-ssr-emotion="css a1">.css-a1{color:red}</style>';
    const cache = createBrowserStyleCache(document);
    cache.insert("", { name: "zz9", styles: "color:green;", next: undefined }, cache.sheet, true);
    const styles = Array.from(document.head.querySelectorAll("style"));
    expect(styles).toHaveLength(2);
    expect(styles[0]!.getAttribute("data-ssr-emotion")).toBe("css a1");
    expect(styles[1]!.getAttribute("data-emotion")).toBe("css");
    expect(cache.inserted.zz9).toBe(true);
  });

  it("without server styles (gatsby develop) starts empty", () => {
    const cache = createBrowserStyleCache(document);
    expect(Object.keys(cache.inserted)).toEqual([]);
    expect(hasServerGlobalStyles(document)).toBe(false);
  });
});
