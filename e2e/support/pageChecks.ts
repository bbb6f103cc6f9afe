/** What every page visit checks besides its content: layout shifts, moved styles, clipped text, and when to look. */
import { expect, type Page } from "@playwright/test";

/**
 * The page's layout shifts once painted (what Lighthouse's CLS adds up), as readable lines; call after each
 * navigation. The first paint of `holdUntilParsed` routes is held until the whole document is parsed: what a busy
 * machine paints mid-parse depends on its load (public-site.spec covers the top bar, which the page holds back).
 */
export async function recordLayoutShifts(
  page: Page,
  holdUntilParsed: readonly string[] = [],
): Promise<() => Promise<string[]>> {
  const routes = holdUntilParsed;
  if (routes.length > 0)
    await page.route(
      (url) => routes.includes(url.pathname),
      async (request) => {
        const response = await request.fetch();
        const served = await response.text();
        const hold = 'href="#site-header-end" blocking="render"';
        expect.soft(served, "the page holds its first paint for its header").toContain(hold);
        const html = served
          .replace(hold, 'href="#e2e-parsed" blocking="render"')
          .replace("</body>", '<span id="e2e-parsed"></span></body>');
        await request.fulfill({ response, body: html });
      },
    );
  await page.addInitScript(() => {
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const shifts: string[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as Shift[])
        if (!entry.hadRecentInput)
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
 * Server <style> elements removed while the page starts and hydrates (a moved style element makes the browser
 * restyle every element of the page), and rules emotion had to insert again in the browser.
 */
export async function recordMovedStyles(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { __movedStyles: string[] }).__movedStyles = moved;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof HTMLStyleElement)
            moved.push((n.dataset.ssrEmotion ?? n.dataset.emotion ?? "?").slice(0, 40));
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const found = [...(window as unknown as { __movedStyles: string[] }).__movedStyles];
      const server = Array.from(document.querySelectorAll("style[data-ssr-emotion]"), (s) => s.parentElement?.tagName);
      if (server.join() !== "HEAD,HEAD") found.push(`the server's style elements are in ${server.join() || "nothing"}`);
      const inserted = Array.from(document.querySelectorAll("style[data-emotion]")).reduce(
        (n, s) => n + ((s as HTMLStyleElement).sheet?.cssRules.length ?? 0),
        0,
      );
      if (inserted > 0) found.push(`${inserted} rules inserted again in the browser`);
      return found;
    });
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
