/**
 * The pages people meet first, photographed for a person to look at (`npm run screenshots -- <label>`): home, an
 * offering, a docs page, /login/ after a refused sign-in and the portal's start page, at 1280 and 375 px, light
 * and dark, into reports/screenshots/<label>/. Not part of the suite: it proves nothing a test does not, it shows.
 */
import path from "node:path";
import { test, expect, type Browser, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, gotoHydrated } from "../support/page";
import { fillSignIn, signInForm, signInOnLoginPage } from "../support/signin";

const LABEL = process.env.NW_SCREENSHOTS_LABEL || "now";
const OUT = path.join("reports", "screenshots", LABEL);
const SIZES = { desktop: DESKTOP, phone: MOBILE } as const;
const SCHEMES = ["light", "dark"] as const;

interface Shot {
  name: string;
  signedIn?: boolean;
  open: (page: Page) => Promise<void>;
}

const SHOTS: Shot[] = [
  { name: "home", open: (page) => gotoHydrated(page, "/").then(() => undefined) },
  {
    name: "offering",
    open: (page) => gotoHydrated(page, "/offerings/sap-migrations-and-optimization/").then(() => undefined),
  },
  {
    name: "docs",
    open: (page) => gotoHydrated(page, "/plutus-payments/docs/api-reference/").then(() => undefined),
  },
  {
    name: "login-error",
    open: async (page) => {
      await gotoHydrated(page, "/login/");
      await signInForm(page);
      await fillSignIn(page, "super.admin@example.com", "not-the-password");
      await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: "portal-start",
    signedIn: true,
    open: async (page) => {
      await gotoHydrated(page, "/admin/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 15_000 });
    },
  },
];

async function signedInState(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInOnLoginPage(page, "super.admin@example.com", "Sup3r-Admin!pass");
  const state = await context.storageState();
  await context.close();
  return state;
}

test("screenshots of the pages people meet first", async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const state = await signedInState(browser);
  for (const shot of SHOTS)
    for (const [size, viewport] of Object.entries(SIZES))
      for (const colorScheme of SCHEMES) {
        const context = await browser.newContext({
          viewport,
          colorScheme,
          isMobile: size === "phone",
          hasTouch: size === "phone",
          storageState: shot.signedIn ? state : undefined,
        });
        const page = await context.newPage();
        await shot.open(page);
        // A full-page picture reaches past the viewport, where sections with `content-visibility: auto`
        // (src/theme/offscreen.ts) are not drawn until scrolled to: draw them all for the picture.
        if (size === "phone") await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
        await page.screenshot({
          path: path.join(OUT, `${shot.name}-${size}-${colorScheme}.png`),
          fullPage: size === "phone",
        });
        await context.close();
      }
});
