/** What every page visit checks besides its content: layout shifts, clipped text, and when to look. */
import { expect, type Page } from "@playwright/test";
import { MOBILE } from "./page";

/**
 * The page's layout shifts once parsed (what Lighthouse's CLS adds up, from the second frame after the parser is
 * done), as readable lines; call after each navigation. Before that, a browser may paint the page half-parsed whenever its parser yields (a
 * slow connection, a busy machine), and content still arriving moves what came before it, on any plain HTML page.
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const shifts: string[] = [];
    // The second frame after the parser is done: the first one may still compare with a half-parsed paint.
    let parsed = Infinity;
    document.addEventListener("DOMContentLoaded", () =>
      requestAnimationFrame(() => requestAnimationFrame((time) => (parsed = time))),
    );
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        if (!entry.hadRecentInput && entry.startTime >= parsed)
          shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ` +
              entry.sources.map((s) => (s.node?.textContent ?? "?").slice(0, 40)).join(" | "),
          );
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    // Entries of the last frames may not have been delivered yet: take them when asked.
    (window as unknown as { __shifts: () => string[] }).__shifts = () => {
      take(observer.takeRecords());
      return shifts;
    };
  });
  return () =>
    page.evaluate(
      () =>
        new Promise<string[]>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => resolve((window as unknown as { __shifts: () => string[] }).__shifts())),
          ),
        ),
    );
}

/**
 * Resolves once the page is idle and has rendered two more frames: hydration's effects, observers and late styles
 * have run and been painted (a signal, not a fixed wait).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
          timeout: 5_000,
        }),
      ),
  );
}

/** Elements that clip their own text: overflow hidden or clip and content wider (or taller) than the box. */
export async function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      const style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const hides = (v: string) => v === "hidden" || v === "clip";
      if (!hides(style.overflowX) && !hides(style.overflowY) && style.textOverflow !== "ellipsis") continue;
      // Visually hidden text for screen readers is clipped on purpose.
      if (el.clientWidth <= 1 || el.clientHeight <= 1 || style.clip === "rect(0px, 0px, 0px, 0px)") continue;
      if (!el.textContent?.trim()) continue;
      const wide = hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
      const tall = hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      if (wide || tall) {
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.className}`.slice(0, 80);
        found.push(`${name}: scroll ${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`);
      }
    }
    return found;
  });
}

/**
 * Icons drawn from the sprite (`<use href="/icons.svg#name">`) that the browser laid out but drew nothing for: a
 * name missing from the sprite, or the sprite not served. Empty once every shown icon is drawn; poll it.
 */
export async function undrawnIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<SVGUseElement>("svg use"))
      .filter((use) => use.getClientRects().length > 0 && use.getBBox().width === 0)
      .map((use) => use.getAttribute("href") ?? "(no href)"),
  );
}

/**
 * On a phone's viewport, in light and dark: nothing scrolls sideways and, unless the page cuts text by design (a
 * calendar grid cuts each event to its box), no text is cut off. Soft checks, so one visit reports every miss; the
 * page is left in light.
 */
export async function expectFitsPhone(page: Page, what: string, options: { textCutByDesign?: boolean } = {}) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect.soft(width, `the width of ${what} in ${colorScheme}`).toBeLessThanOrEqual(MOBILE.width);
    if (!options.textCutByDesign)
      expect.soft(await clippedText(page), `text cut off on ${what} in ${colorScheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
