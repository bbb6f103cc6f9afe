import { expect, test, type Locator, type Page, type Request, type Response } from "@playwright/test";

export const DESKTOP = { width: 1280, height: 800 } as const;
export const MOBILE = { width: 375, height: 812 } as const;

/** Navigates and insists on HTTP 200 (a soft 404 page would otherwise pass for a real one). */
export async function gotoOk(page: Page, route: string): Promise<Response> {
  return test.step(`visit ${route}`, async () => {
    const response = await page.goto(route);
    expect(response, `no response for ${route}`).not.toBeNull();
    expect(response!.status(), `HTTP status of ${route}`).toBe(200);
    return response!;
  });
}

/**
 * Waits until the page has hydrated the pre-rendered markup: before that, clicks on menus and the theme toggle hit
 * dead server HTML. gatsby-browser.tsx marks <html data-hydrated> after Gatsby's first render in the browser.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 15_000 });
}

/** A step named "visit …" (scripts/test-report.js adds up visits, axe passes and sign-ins from these names). */
export async function gotoHydrated(page: Page, route: string): Promise<Response> {
  return test.step(`visit ${route}`, async () => {
    const response = await gotoOk(page, route);
    await waitForHydration(page);
    return response;
  });
}

/**
 * Opens each entry's route in the one page and runs `check` on it there, for a test that covers a group of routes: a fresh page
 * per route spent more time starting than checking. Expectations are soft, so a failure names its route and the
 * other routes still run, a route that does not load included. The page's uncaught and console errors are checked
 * after each route (an error logged while leaving one is reported with the next) and once more at the end.
 */
export async function eachRoute<T extends { route: string }>(
  page: Page,
  pageErrors: string[],
  entries: readonly T[],
  check: (entry: T) => Promise<void>,
): Promise<void> {
  // Each route is a full load and hydration: the test's own limit is for one page.
  test.info().setTimeout(test.info().timeout + entries.length * 8_000);
  for (const entry of entries) {
    const { route } = entry;
    try {
      await gotoHydrated(page, route);
    } catch (error) {
      expect.soft(String(error), `${route} loads and hydrates`).toBe("");
      continue;
    }
    await check(entry);
    expect.soft(pageErrors.splice(0), `uncaught or console errors on ${route}`).toEqual([]);
  }
  expect.soft(pageErrors.splice(0), "uncaught or console errors after the last route").toEqual([]);
}

/** The element a disclosure button controls (aria-controls; React ids like ":r1:" need an attribute selector). */
export async function controlledBy(button: Locator): Promise<Locator> {
  const id = await button.getAttribute("aria-controls");
  expect(id, "menu button has aria-controls").toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** Where keyboard focus is, described for assertion messages. */
export async function activeElementDescription(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "(none)";
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    return `<${el.tagName.toLowerCase()}> ${name}`;
  });
}

/** rgb() string of the page background as painted: html if it has one, else body. */
export async function pageBackground(page: Page): Promise<{ html: string; body: string; painted: string }> {
  return page.evaluate(() => {
    const html = getComputedStyle(document.documentElement).backgroundColor;
    const body = getComputedStyle(document.body).backgroundColor;
    const transparent = (c: string) => c === "rgba(0, 0, 0, 0)" || c === "transparent";
    return { html, body, painted: transparent(html) ? body : html };
  });
}

export const DARK_BG = "rgb(18, 18, 18)";
export const LIGHT_BG = "rgb(255, 255, 255)";

/**
 * Counts the page's script requests from now; the returned wait ends once none is under way (`except`: the ones a
 * test holds back itself). Before a test jumps the page's clock: a chunk in flight then would time out at once.
 */
export function scriptLoads(page: Page, except?: RegExp): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !except?.test(request.url())) pending.add(request);
  });
  const done = (request: Request) => pending.delete(request);
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    settled: () =>
      expect.poll(() => [...pending].map((request) => request.url()), { message: "scripts still loading" }).toEqual([]),
  };
}
