import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { startFunctionHost, type RunningFunctionHost } from "./function-host";

let host: RunningFunctionHost;
const seen: Array<Pick<GatsbyFunctionRequest, "params" | "query" | "cookies" | "body">> = [];

beforeAll(async () => {
  const echo = {
    default: (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => {
      seen.push({ params: req.params, query: req.query, cookies: req.cookies, body: req.body });
      res.status(201).json({ ok: true });
    },
    config: { bodyParser: { json: { limit: "1kb" } } },
  };
  const broken = {
    default: async () => {
      throw new Error("escaped");
    },
  };
  host = await startFunctionHost([
    { path: "auth/session", module: echo },
    { path: "admin/*area", module: echo },
    { path: "broken", module: broken },
  ]);
});
afterAll(() => host.close());
beforeEach(() => (seen.length = 0));

describe("function host (Gatsby's function wrapper in miniature)", () => {
  it("routes exact paths and splats, with query, cookies and a JSON body", async () => {
    const res = await fetch(`${host.url}/api/admin/marketing/approvals?x=1`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: "a=1; b=2" },
      body: JSON.stringify({ hello: "world" }),
    });
    expect(res.status).toBe(201);
    expect(seen[0]).toEqual({
      params: { area: "marketing/approvals" },
      query: { x: "1" },
      cookies: { a: "1", b: "2" },
      body: { hello: "world" },
    });
    expect((await fetch(`${host.url}/api/auth/session`)).status).toBe(201);
    expect((await fetch(`${host.url}/api/nothing`)).status).toBe(404);
  });

  it("leaves req.body {} for what the parser refuses, and still runs the function", async () => {
    for (const [type, body] of [
      ["application/json", "{not json"],
      ["application/json", JSON.stringify({ pad: "x".repeat(2000) })],
      ["text/plain", "hello"],
    ] as const) {
      await fetch(`${host.url}/api/auth/session`, { method: "POST", headers: { "Content-Type": type }, body });
    }
    expect(seen.map((s) => s.body)).toEqual([{}, {}, {}]);
  });

  it("records errors that escape a function", async () => {
    const res = await fetch(`${host.url}/api/broken`);
    expect(res.status).toBe(500);
    expect(host.escaped).toHaveLength(1);
  });
});
