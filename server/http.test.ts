import { ApiErrors, sendApiError, sendJson, sendNoContent } from "./http";
import { asResponse, fakeResponse } from "./testing/fake-http";

describe("ApiError answers", () => {
  it("carries its status, code, message and headers into the one error shape", () => {
    const res = fakeResponse();
    sendApiError(asResponse(res), ApiErrors.unavailable());
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body).toEqual({ error: { code: "ServiceUnavailable", message: expect.any(String) } });
  });

  it("adds headers without changing the refusal", () => {
    const err = ApiErrors.invalidSession().withHeaders({ "Set-Cookie": "nw_session=; Max-Age=0" });
    expect(err).toMatchObject({ status: 401, code: "InvalidSession", message: "Sign in again." });
    expect(err.headers).toEqual({ "Set-Cookie": "nw_session=; Max-Age=0" });
  });

  it("says nothing about why a token failed", () => {
    for (const e of [ApiErrors.invalidToken(), ApiErrors.invalidSession(), ApiErrors.signInRequired()])
      expect(e.message).toMatch(/^Sign in (again|first)\.$/);
    expect(ApiErrors.misconfigured().message).not.toMatch(/AUTH_COOKIE_KEY|COGNITO/);
  });
});

describe("success answers", () => {
  it("are no-store too", () => {
    const json = fakeResponse();
    sendJson(asResponse(json), 200, { a: 1 });
    expect(json.headers["cache-control"]).toBe("no-store");
    const empty = fakeResponse();
    sendNoContent(asResponse(empty));
    expect(empty.statusCode).toBe(204);
    expect(empty.ended).toBe(true);
    expect(empty.headers["cache-control"]).toBe("no-store");
  });
});
