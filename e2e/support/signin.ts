/** How a person signs in on the site, for the sign-in and portal specs. */
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./page";
import { cognitoEmulator } from "./emulator";

/** The authenticator's sign-in form is on screen (its chunk loaded, the session check done). */
export async function signInForm(page: Page) {
  await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible({ timeout: 15_000 });
}

export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Signs in on /login/ and waits for the signed-in panel. */
export async function signInOnLoginPage(page: Page, email: string, password: string) {
  await test.step(`sign in ${email}`, async () => {
    await gotoHydrated(page, "/login/");
    await signInForm(page);
    await fillSignIn(page, email, password);
    await expectSignedIn(page, email);
  });
}

export async function expectSignedIn(page: Page, username: string) {
  await expect(page.getByText(`You are signed in as ${username}`)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Sign Out (${username})` })).toBeVisible();
}

/** The items of the top bar's 'Admin Portal Actions' menu (desktop), without its account link. */
export async function portalMenuItems(page: Page): Promise<string[]> {
  const button = page.getByRole("button", { name: "Admin Portal Actions" });
  await expect(button).toBeVisible({ timeout: 15_000 });
  await button.click();
  const list = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(list).toBeVisible();
  const items = await list.locator("li:not([data-menu-footer]) a").allTextContents();
  await page.keyboard.press("Escape");
  return items.map((t) => t.trim());
}

/** The session's id and access tokens, read where the library keeps them (local storage). */
export async function sessionTokens(page: Page): Promise<{ idToken: string; accessToken: string }> {
  const { clientId } = cognitoEmulator();
  return page.evaluate((client) => {
    const prefix = `CognitoIdentityServiceProvider.${client}`;
    const user = window.localStorage.getItem(`${prefix}.LastAuthUser`);
    return {
      idToken: window.localStorage.getItem(`${prefix}.${user}.idToken`) ?? "",
      accessToken: window.localStorage.getItem(`${prefix}.${user}.accessToken`) ?? "",
    };
  }, clientId);
}
