/**
 * Session time-outs in Chromium (Playwright's clock): the idle warning a minute before the 30-minute limit,
 * 'Stay signed in', sign-out when idle, signing out in one tab signing out another, and step-up: a password change
 * after an old sign-in asks for a fresh one first.
 */
import { test, expect } from "./support/fixtures";
import { expectNoViolationsInBothSchemes } from "./support/axe";
import { createConfirmedUser, uniqueEmail } from "./support/cognito";
import { gotoHydrated, scriptLoads } from "./support/page";
import { settled } from "./support/pageChecks";
import { expectSignedIn, fillSignIn, signInForm, signInOnLoginPage } from "./support/signin";

const PASSWORD = "Idle-Pass-2026!";

test("the idle warning comes a minute before the end, 'Stay signed in' keeps the session, idling on signs out", async ({
  page,
  request,
  expectNoPageErrors,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("idle");
  await createConfirmedUser(request, email, PASSWORD);
  await page.clock.install();
  // The time-out code is fetched once someone signs in. Hold it back past the first 28:30, as on a bad
  // connection or a laptop put to sleep: webpack gives up on it after two minutes (of the page's clock), the
  // page fetches it again, and the idle time still counts from the sign-in, not from when the code arrived.
  let release = () => {};
  let fetches = 0;
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const held = new Promise<void>((resolve) => (release = resolve));
  const heldCode = /\/session-timeout-[0-9a-f]+\.js$/;
  const otherScripts = scriptLoads(page, heldCode);
  await page.route(heldCode, async (route) => {
    fetches += 1;
    await held;
    await route.continue().catch(() => undefined); // the page may have given up on this request
  });
  await signInOnLoginPage(page, email, PASSWORD);
  // Every other script the sign-in asked for (token renewal, the portal's menu) has arrived and run: one still in
  // flight when the clock jumps would be given up on too, which on a loaded machine left the page half signed in
  // (a CI run of 2026-12-02).
  await otherScripts.settled();
  await settled(page);

  // From here the page's time moves only when the test moves it, and each wait is for what the page shows: the
  // code arriving, React mounting it and the renewal answering take real time, on a loaded machine several
  // seconds, and with the clock standing still meanwhile none of it can be overtaken by the session's own limits.
  const signedInAt = await page.evaluate(() => Date.now());
  const warning = page.getByRole("alertdialog", { name: "Are you still there?" });
  const gaveUp = page.waitForEvent("console", (m) =>
    m.text().startsWith("The session time-outs could not be loaded (attempt 1)"),
  );
  await page.clock.pauseAt(signedInAt + 28.5 * 60_000);
  await gaveUp;
  release();
  await page.clock.runFor(2_000); // the page's retry
  // Into the warning's minute: the warning shows when the code has arrived, at once if it arrived earlier.
  await page.clock.runFor(40_000);
  await expect(warning).toBeVisible({ timeout: 20_000 });
  // The code was held back (the route matched its file) and the page gave up on that fetch and tried again.
  expect(fetches).toBeGreaterThanOrEqual(1);
  expect(warnings.join("\n")).toContain("The session time-outs could not be loaded (attempt 1); trying again in 2 s.");
  await expect(warning).toContainText("you will be signed out in");
  await expect(warning.getByRole("button", { name: "Stay signed in" })).toBeFocused();
  // axe waits on the page's timers: the clock runs while it checks (a second or two of a minute's warning).
  await page.clock.resume();
  await expectNoViolationsInBothSchemes(page, "the idle warning");
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await warning.getByRole("button", { name: "Stay signed in" }).click();
  await expect(warning).toBeHidden();
  await expectSignedIn(page, email);

  // 29 minutes after 'Stay signed in' the warning is back; with no answer the session ends at 30. The tokens are
  // renewed a minute before they expire (59:00 after the sign-in), about 10 s before this idle end: the renewal
  // answers while the clock stands still, as it would in real time.
  const renewed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/refresh");
  await page.clock.runFor("29:00");
  await expect(warning).toBeVisible();
  await page.clock.runFor(52_000);
  expect((await renewed).status()).toBe(200);
  await expectSignedIn(page, email);
  // Then a second at a time until the session ends, looking between seconds: the sign-out notice shows for 8 s of
  // the page's time, counted from when React shows it.
  const notice = page.getByText("You were signed out after 30 minutes without activity. Please sign in again.");
  await expect
    .poll(
      async () => {
        if (await notice.isVisible()) return true;
        await page.clock.runFor(1_000);
        return notice.isVisible();
      },
      { timeout: 30_000, intervals: [100] },
    )
    .toBe(true);
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/login\/$/);
  await expect(page.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
  expectNoPageErrors();
});

test("signing out in one tab signs out the site's other tabs", async ({ context, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("tabs");
  await createConfirmedUser(request, email, PASSWORD);
  const first = await context.newPage();
  await signInOnLoginPage(first, email, PASSWORD);
  const second = await context.newPage();
  await gotoHydrated(second, "/admin/");
  await expect(second.getByRole("heading", { name: "Admin Portal", level: 1 })).toBeVisible({ timeout: 20_000 });

  await first.getByRole("button", { name: `Sign Out (${email})` }).click();
  await expect(first.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible({ timeout: 15_000 });
  await expect(second).toHaveURL(/\/login\/$/, { timeout: 15_000 });
  await expect(second.getByText("You signed out in another tab of this site.")).toBeVisible();
  await expect(second.getByRole("tab", { name: "Sign In", selected: true })).toBeVisible();
});

test("a stale sign-in is asked to sign in again before changing the password", async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("stepup");
  await createConfirmedUser(request, email, PASSWORD);
  await page.clock.install();
  const scripts = scriptLoads(page);
  await signInOnLoginPage(page, email, PASSWORD);
  await gotoHydrated(page, "/admin/account/");
  await expect(page.getByRole("heading", { name: "Account security", level: 1 })).toBeVisible({ timeout: 20_000 });
  // Nothing still loading when six minutes pass at once (a chunk in flight would be given up on).
  await scripts.settled();
  await page.clock.fastForward("06:00");

  const changePassword = async () => {
    // The form is behind its own button; it opens with the focus in its first field.
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByLabel("Current password", { exact: true })).toBeFocused();
    await page.getByLabel("Current password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("Fresh-Pass-2027!");
    await page.getByLabel("Confirm new password", { exact: true }).fill("Fresh-Pass-2027!");
    await page.getByRole("button", { name: "Change password" }).click();
  };
  await changePassword();
  const refusal = page.getByRole("region", { name: "Password" }).getByRole("alert");
  await expect(refusal).toContainText("For your security, this needs a sign-in within the last 5 minutes.");
  await expect(refusal).toContainText("You signed in 6 minutes ago.");
  await refusal.getByRole("button", { name: "Sign in again" }).click();

  // The access screen on the same page; signing in there brings the account page back with a fresh sign-in.
  await expect(page.getByRole("heading", { name: "Sign in to continue" })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).pathname).toBe("/admin/account/");
  await signInForm(page);
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole("heading", { name: "Account security", level: 1 })).toBeVisible({ timeout: 20_000 });
  await changePassword();
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("Password changed", {
    timeout: 15_000,
  });
});
