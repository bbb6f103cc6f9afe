import { askServer } from "./areaAccess";
import { areaIdOf, PORTAL_AREAS } from "../../core/portal/areas";

const tokens = async () => ({ idToken: "ID", accessToken: "ACCESS" });
const answer = (status: number, body: unknown = {}) =>
  (async () => ({ ok: status >= 200 && status < 300, status, json: async () => body })) as unknown as typeof fetch;

describe("areaIdOf", () => {
  it("names each of the thirteen areas after its route, the portal home as 'home'", () => {
    expect(PORTAL_AREAS.map((a) => areaIdOf(a.route))).toEqual([
      "home",
      "unifiedtime",
      "crm",
      "expenses",
      "taskautomation",
      "marketing/approvals",
      "docchat",
      "clients",
      "procurement",
      "nonprofit",
      "textract",
      "developer",
      "users",
    ]);
  });
});

describe("askServer", () => {
  it("asks GET /api/admin/<id> with the id token as bearer and the access token beside it", async () => {
    const seen: Array<[string, RequestInit | undefined]> = [];
    const fetch = (async (url: string, init?: RequestInit) => {
      seen.push([url, init]);
      return { ok: true, status: 200, json: async () => ({}) };
    }) as unknown as typeof globalThis.fetch;
    await expect(askServer("/admin/marketing/approvals/", { fetch, tokens })).resolves.toEqual({ kind: "allowed" });
    expect(seen[0]![0]).toBe("/api/admin/marketing/approvals");
    expect(seen[0]![1]?.headers).toEqual({
      Authorization: "Bearer ID",
      "X-Access-Token": "ACCESS",
      Accept: "application/json",
    });
    expect(seen[0]![1]?.method).toBe("GET");
  });

  it("turns 403 into 'forbidden' with the server's sentence, 401 into 'signed out'", async () => {
    const body = { error: { code: "Forbidden", message: "This area is for super admins (the Admins group)." } };
    await expect(askServer("/admin/textract/", { fetch: answer(403, body), tokens })).resolves.toEqual({
      kind: "forbidden",
      message: "This area is for super admins (the Admins group).",
    });
    await expect(askServer("/admin/textract/", { fetch: answer(401), tokens })).resolves.toEqual({ kind: "signedOut" });
    // A 403 without the functions' error body (a proxy's page): the portal's own sentence.
    await expect(askServer("/admin/textract/", { fetch: answer(403, "<html>"), tokens })).resolves.toEqual({
      kind: "forbidden",
      message: "This area is not available to you.",
    });
  });

  it("is 'signed out' without tokens, and 'unavailable' offline or on a server error", async () => {
    const noTokens = async () => Promise.reject(new Error("User is not authenticated"));
    await expect(askServer("/crm/", { fetch: answer(200), tokens: noTokens })).resolves.toEqual({ kind: "signedOut" });
    const offline = (async () => Promise.reject(new TypeError("Failed to fetch"))) as unknown as typeof fetch;
    await expect(askServer("/crm/", { fetch: offline, tokens })).resolves.toEqual({
      kind: "unavailable",
      reason: "the server could not be reached",
    });
    await expect(askServer("/crm/", { fetch: answer(503, "<html>"), tokens })).resolves.toEqual({
      kind: "unavailable",
      reason: "the server answered 503",
    });
  });
});
