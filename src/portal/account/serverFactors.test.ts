/** The account page with the functions: the password, factor changes and deletion go to them, never to Cognito. */
import type { AccountServices } from "../../auth/cognito/accountServices";
import { isStepUpRequired } from "../../auth/session/stepUp";
import { withServerFactors } from "./serverFactors";

function fakeFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const answer = answers[String(url)] ?? { status: 404, body: {} };
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response;
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const tokens = async () => ({ idToken: "id.t.k", accessToken: "ac.t.k" });

/** The direct services: every sensitive one fails the test if the page still calls it. */
function direct() {
  const never = () => jest.fn(() => Promise.reject(new Error("called Cognito directly")));
  return {
    changePassword: never(),
    startTotpSetup: never(),
    verifyTotp: never(),
    setMfaPreference: never(),
    addPasskey: never(),
    deletePasskey: never(),
    deleteAccount: never(),
    listPasskeys: jest.fn(() => Promise.resolve([])),
  };
}

describe("withServerFactors", () => {
  it("changes the password through the function with the session headers, not through the library", async () => {
    const base = direct();
    const { fetch, calls } = fakeFetch({ "/api/account/password": { status: 200, body: { notified: true } } });
    const services = withServerFactors(base as unknown as AccountServices, { fetch, tokens });
    await services.changePassword("old-pass-1", "new-pass-2");
    expect(base.changePassword).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      previousPassword: "old-pass-1",
      proposedPassword: "new-pass-2",
    });
    expect(calls[0]?.init.headers).toMatchObject({ Authorization: "Bearer id.t.k", "X-Access-Token": "ac.t.k" });
  });

  it("shows the function's refusals: a field message, or a step-up request the page knows", async () => {
    const { fetch } = fakeFetch({
      "/api/account/password": {
        status: 400,
        body: {
          error: {
            code: "InvalidRequest",
            message: "That is not your current password.",
            details: { fields: { previousPassword: "That is not your current password." } },
          },
        },
      },
    });
    const services = withServerFactors(direct() as unknown as AccountServices, { fetch, tokens });
    await expect(services.changePassword("x", "y")).rejects.toThrow("That is not your current password.");
    const stale = fakeFetch({
      "/api/account/password": {
        status: 401,
        body: { error: { code: "ReauthenticationRequired", message: "Sign in again." } },
      },
    });
    const error = await withServerFactors(direct() as unknown as AccountServices, { fetch: stale.fetch, tokens })
      .changePassword("x", "y")
      .catch((e: unknown) => e);
    expect(isStepUpRequired(error)).toBe(true);
  });

  it("sends every factor change and the deletion to the functions, one action each", async () => {
    const base = direct();
    const { fetch, calls } = fakeFetch({
      "/api/account/factors": { status: 200, body: { secret: "JBSWY3DPEHPK3PXP", notified: true } },
      "/api/account/delete": { status: 200, body: { deleted: true } },
    });
    const services = withServerFactors(base as unknown as AccountServices, { fetch, tokens });
    await expect(services.startTotpSetup()).resolves.toBe("JBSWY3DPEHPK3PXP");
    await services.verifyTotp("123456", "Phone");
    await services.setMfaPreference({ totp: { enabled: true, preferred: true } });
    await services.deletePasskey("cred-1");
    await services.deleteAccount();
    await services.listPasskeys();
    expect(calls.map((c) => [c.url, c.init.body === undefined ? undefined : JSON.parse(String(c.init.body))])).toEqual([
      ["/api/account/factors", { action: "totp-setup" }],
      ["/api/account/factors", { action: "totp-verify", code: "123456", friendlyName: "Phone" }],
      ["/api/account/factors", { action: "mfa-preference", preference: { totp: { enabled: true, preferred: true } } }],
      ["/api/account/factors", { action: "passkey-delete", id: "cred-1" }],
      ["/api/account/delete", undefined],
    ]);
    for (const call of calls)
      expect(call.init.headers).toMatchObject({ Authorization: "Bearer id.t.k", "X-Access-Token": "ac.t.k" });
    expect(base.listPasskeys).toHaveBeenCalledTimes(1);
  });

  it("adds a passkey with the functions' options and sends the browser's credential back to them", async () => {
    const options = { challenge: "Y2hhbGxlbmdl", rp: { id: "localhost", name: "Northwind" } };
    const answers = [{ options }, { notified: true }];
    const bodies: unknown[] = [];
    const fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return { ok: true, status: 200, json: async () => answers.shift() } as Response;
    }) as unknown as typeof globalThis.fetch;
    const register = jest.fn(async () => ({ id: "new-cred", response: {} }));
    const webAuthn = async () => ({ register }) as never;
    await withServerFactors(direct() as unknown as AccountServices, { fetch, tokens }, webAuthn).addPasskey();
    expect(register).toHaveBeenCalledWith(options);
    expect(bodies).toEqual([
      { action: "passkey-options" },
      { action: "passkey-register", credential: { id: "new-cred", response: {} } },
    ]);
  });

  it("says why a passkey was not added when the browser's prompt is closed, and registers nothing", async () => {
    const answers = [{ options: { challenge: "Y2hhbGxlbmdl" } }];
    const fetch = jest.fn(
      async () => ({ ok: true, status: 200, json: async () => answers.shift() }) as Response,
    ) as unknown as typeof globalThis.fetch;
    const closed = Object.assign(new Error("The operation either timed out or was not allowed."), {
      name: "NotAllowedError",
    });
    const webAuthn = async () => ({ register: () => Promise.reject(closed) }) as never;
    const services = withServerFactors(direct() as unknown as AccountServices, { fetch, tokens }, webAuthn);
    await expect(services.addPasskey()).rejects.toThrow(
      "The passkey prompt was closed or timed out. No passkey was added.",
    );
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
