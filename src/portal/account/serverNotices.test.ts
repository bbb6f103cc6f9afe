/** The account page with the functions: the password goes to them, factor changes are followed by a check. */
import type { AccountServices } from "../../auth/accountServices";
import { isStepUpRequired } from "../../auth/stepUp";
import { withServerNotices } from "./serverNotices";

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

function direct() {
  return {
    changePassword: jest.fn((_old: string, _new: string) => Promise.resolve()),
    setMfaPreference: jest.fn((_preference: unknown) => Promise.resolve()),
    addPasskey: jest.fn(() => Promise.resolve()),
    deletePasskey: jest.fn((_id: string) => Promise.resolve()),
  };
}

describe("withServerNotices", () => {
  it("changes the password through the function with the session headers, not through the library", async () => {
    const base = direct();
    const { fetch, calls } = fakeFetch({ "/api/account/password": { status: 200, body: { notified: true } } });
    const services = withServerNotices(base as unknown as AccountServices, { fetch, tokens });
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
    const services = withServerNotices(direct() as unknown as AccountServices, { fetch, tokens });
    await expect(services.changePassword("x", "y")).rejects.toThrow("That is not your current password.");
    const stale = fakeFetch({
      "/api/account/password": {
        status: 401,
        body: { error: { code: "ReauthenticationRequired", message: "Sign in again." } },
      },
    });
    const error = await withServerNotices(direct() as unknown as AccountServices, { fetch: stale.fetch, tokens })
      .changePassword("x", "y")
      .catch((e: unknown) => e);
    expect(isStepUpRequired(error)).toBe(true);
  });

  it("asks the functions to look after each change of factors, and keeps the change when the check fails", async () => {
    const base = direct();
    const { fetch, calls } = fakeFetch({ "/api/account/security-check": { status: 503, body: {} } });
    const log = { warn: jest.fn() };
    const services = withServerNotices(base as unknown as AccountServices, { fetch, tokens }, log);
    await services.setMfaPreference({ totp: { enabled: true, preferred: true } });
    await services.addPasskey();
    await services.deletePasskey("cred-1");
    expect(base.setMfaPreference).toHaveBeenCalledWith({ totp: { enabled: true, preferred: true } });
    expect(base.deletePasskey).toHaveBeenCalledWith("cred-1");
    expect(calls.map((c) => c.url)).toEqual([
      "/api/account/security-check",
      "/api/account/security-check",
      "/api/account/security-check",
    ]);
    expect(log.warn).toHaveBeenCalledTimes(3);
  });

  it("does not check when the change itself failed", async () => {
    const base = direct();
    base.addPasskey.mockRejectedValueOnce(new Error("NotAllowedError"));
    const { fetch, calls } = fakeFetch({});
    await expect(
      withServerNotices(base as unknown as AccountServices, { fetch, tokens }).addPasskey(),
    ).rejects.toThrow();
    expect(calls).toEqual([]);
  });
});
