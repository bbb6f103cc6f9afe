/**
 * The server-held refresh token and the functions' verdicts, in Chromium against the emulator: the refresh token
 * leaves browser storage after sign-in, lives only in an HttpOnly cookie for /api/auth/, and is dead at the
 * identity service after sign-out; an administrator outside Admins calling a super-admin function gets 403. The
 * super admin's pages confirmed by the server, and the developer page's identity, are in auth.spec's super-admin
 * sign-in.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { gotoHydrated } from "./support/page";
import { cognitoCall, createConfirmedUser, uniqueEmail } from "./support/cognito";
import { cognitoEmulator } from "./support/emulator";
import { sessionTokens, signInForm, signInOnLoginPage } from "./support/signin";

/** The refresh token the page hands to POST /api/auth/session (the only moment it crosses the wire). */
function captureHandOver(page: Page): () => string | null {
  let token: string | null = null;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/auth/session") {
      token = (JSON.parse(request.postData() ?? "{}") as { refreshToken?: string }).refreshToken ?? null;
    }
  });
  return () => token;
}

test("after sign-in the refresh token is in no browser storage; after sign-out it is revoked", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("server-session");
  await createConfirmedUser(request, email, "Server-Session-1");
  const handedOver = captureHandOver(page);
  await signInOnLoginPage(page, email, "Server-Session-1");
  await expect.poll(handedOver, { message: "the refresh token is handed to POST /api/auth/session" }).not.toBeNull();
  const refreshToken = handedOver() as string;

  const visible = await page.evaluate(() =>
    JSON.stringify({
      local: { ...window.localStorage },
      session: { ...window.sessionStorage },
      cookies: document.cookie,
    }),
  );
  expect(visible).toContain("idToken"); // the library's session is there...
  expect(visible).not.toContain(refreshToken); // ...without its 30-day credential

  const cookie = (await page.context().cookies()).find((c) => c.name === "nw_session");
  expect(cookie, "the refresh cookie").toBeDefined();
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict" });
  expect(cookie?.value).not.toContain(refreshToken);

  // The page renews through the server: fresh tokens, as the library would have got them.
  const renewed = await page.evaluate(async () => {
    const res = await fetch("/api/auth/refresh", { method: "POST" });
    const body = (await res.json()) as { idToken?: string };
    return { status: res.status, idToken: typeof body.idToken === "string" };
  });
  expect(renewed).toEqual({ status: 200, idToken: true });

  await gotoHydrated(page, "/login/");
  await page.getByRole("button", { name: `Sign Out (${email})` }).click();
  await page.waitForURL(/\/login\/?$/);
  await signInForm(page);

  const { clientId } = cognitoEmulator();
  const reuse = await cognitoCall(request, "InitiateAuth", {
    AuthFlow: "REFRESH_TOKEN_AUTH",
    ClientId: clientId,
    AuthParameters: { REFRESH_TOKEN: refreshToken },
  });
  expect(reuse.status).toBe(400);
  expect(reuse.body.__type).toBe("NotAuthorizedException");
  // The session cookie is gone (the browser's nw_device cookie stays: it names the browser, not the session).
  expect((await page.context().cookies()).find((c) => c.name === "nw_session")).toBeUndefined();
  expect(await page.evaluate(async () => (await fetch("/api/auth/refresh", { method: "POST" })).status)).toBe(401);
});

test("admin@example.com calling a super-admin function (the user console's included) directly gets 403; its own areas answer 200", async ({
  page,
}) => {
  await signInOnLoginPage(page, "admin@example.com", "Adm1n-Only!pass");
  const tokens = await sessionTokens(page);
  // The admin areas' functions, and the super admins' user console, whose every endpoint refuses.
  const { statuses, consoleStatuses } = await page.evaluate(async ({ idToken, accessToken }) => {
    const session = { Authorization: `Bearer ${idToken}`, "X-Access-Token": accessToken };
    const json = { ...session, "Content-Type": "application/json" };
    const status = async (path: string, init: RequestInit = {}) =>
      (await fetch(path, { headers: session, ...init })).status;
    const post = (path: string, body: unknown) =>
      status(path, { method: "POST", headers: json, body: JSON.stringify(body) });
    return {
      statuses: {
        textract: await status("/api/admin/textract"),
        developer: await status("/api/admin/developer"),
        expenses: await status("/api/admin/expenses"),
        home: await status("/api/admin/home"),
        signedOut: await status("/api/admin/textract", { headers: {} }),
      },
      consoleStatuses: {
        list: await status("/api/users/list"),
        audit: await status("/api/users/audit"),
        csv: await status("/api/users/audit?format=csv"),
        invite: await post("/api/users/invite", { email: "x@example.com" }),
        action: await post("/api/users/action", { username: "super.admin@example.com", action: "disable" }),
        signedOut: await status("/api/users/list", { headers: {} }),
      },
    };
  }, tokens);
  expect(statuses).toEqual({ textract: 403, developer: 403, expenses: 200, home: 200, signedOut: 401 });
  expect(consoleStatuses).toEqual({ list: 403, audit: 403, csv: 403, invite: 403, action: 403, signedOut: 401 });
  await gotoHydrated(page, "/admin/users/");
  await expect(page.getByRole("heading", { level: 1, name: "Not authorized" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("table")).toHaveCount(0);

  await gotoHydrated(page, "/admin/expenses/");
  await expect(page.getByText("Access confirmed by the server.")).toBeAttached({ timeout: 15_000 });
});
