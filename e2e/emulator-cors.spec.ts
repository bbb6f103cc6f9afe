/**
 * The browser path to the Cognito emulator, as amazon-cognito-identity-js will use it from the site: a
 * cross-origin JSON 1.1 POST with an X-Amz-Target header (so a CORS preflight) from the site's own origin.
 * Another origin is refused by the browser.
 */
import { test, expect } from "./support/fixtures";
import type { Page } from "@playwright/test";
import { cognitoEmulator } from "./support/emulator";

type CallResult =
  { ok: true; status: number; body: Record<string, unknown>; errorType: string | null } | { ok: false; error: string };

/** Runs the call inside the page, so the browser applies CORS exactly as for the site's own scripts. */
function callFromPage(page: Page, target: string, payload: Record<string, unknown>): Promise<CallResult> {
  const { apiUrl } = cognitoEmulator();
  return page.evaluate(
    async ({ url, target, payload }) => {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-amz-json-1.1",
            "X-Amz-Target": `AWSCognitoIdentityProviderService.${target}`,
            "X-Amz-User-Agent": "aws-amplify/0.1.x js",
          },
          body: JSON.stringify(payload),
          mode: "cors",
          cache: "no-cache",
        });
        return {
          ok: true as const,
          status: res.status,
          body: await res.json(),
          errorType: res.headers.get("x-amzn-errortype"),
        };
      } catch (e) {
        return { ok: false as const, error: String(e) };
      }
    },
    { url: `${apiUrl}/`, target, payload },
  );
}

test("from the site's origin, the page reads Cognito errors and tokens across origins", async ({ page }) => {
  const { clientId } = cognitoEmulator();
  await page.goto("/");
  const wrong = await callFromPage(page, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: "admin@example.com", PASSWORD: "not-the-password" },
  });
  expect(wrong).toMatchObject({ ok: true, status: 400, body: { __type: "NotAuthorizedException" } });
  if (wrong.ok) expect(wrong.errorType ?? "").toContain("NotAuthorizedException");

  const right = await callFromPage(page, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: "admin@example.com", PASSWORD: "Adm1n-Only!pass" },
  });
  expect(right).toMatchObject({ ok: true, status: 200 });
  const result = right.ok ? (right.body.AuthenticationResult as Record<string, unknown>) : {};
  expect(typeof result.AccessToken).toBe("string");
  expect(typeof result.IdToken).toBe("string");
});

test("a page of another origin cannot call the emulator (CORS)", async ({ page, baseURL }) => {
  const { clientId } = cognitoEmulator();
  // Another loopback host name on the site's port: not one of the emulator's allowed origins (the site's are
  // 127.0.0.1 and localhost). The page is served by the test itself, so nothing but CORS stands in the way.
  const foreign = `http://foreign.localhost:${new URL(baseURL!).port}/`;
  await page.route(foreign, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>x</title>" }),
  );
  await page.goto(foreign);
  const call = await callFromPage(page, "InitiateAuth", {
    AuthFlow: "USER_AUTH",
    ClientId: clientId,
    AuthParameters: { PREFERRED_CHALLENGE: "PASSWORD", USERNAME: "admin@example.com", PASSWORD: "Adm1n-Only!pass" },
  });
  expect(call.ok).toBe(false);
});
