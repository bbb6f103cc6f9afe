import { z } from "zod";
import { ApiErrors } from "../http";
import { asResponse, fakeRequest, fakeResponse } from "../testing/fake-http";
import { apiHandler, route } from "./guard";

const SITE = "https://www.northwind-consulting.example";
const local = { origin: "http://127.0.0.1:8000", host: "127.0.0.1:8000" };

const handler = apiHandler(
  {
    GET: route({ mutating: false, run: ({ res }) => void res.status(200).json({ ok: true }) }),
    POST: route({
      mutating: true,
      body: z.strictObject({ name: z.string() }),
      run: ({ res, body }) => void res.status(200).json({ hello: body.name }),
    }),
  },
  { siteUrl: () => SITE, bodyLimitBytes: 100 },
);

async function run(init: Parameters<typeof fakeRequest>[0], h = handler) {
  const res = fakeResponse();
  await h(fakeRequest(init), asResponse(res));
  return res;
}

describe("apiHandler", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("runs the route and marks every answer no-store", async () => {
    const ok = await run({ method: "GET" });
    expect(ok.body).toEqual({ ok: true });
    expect(ok.headers["cache-control"]).toBe("no-store");
    const post = await run({
      method: "POST",
      headers: { ...local, "content-type": "application/json", "content-length": "15" },
      body: { name: "Ada" },
    });
    expect(post.body).toEqual({ hello: "Ada" });
  });

  it("answers other methods with 405 and Allow", async () => {
    const res = await run({ method: "DELETE" });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, POST");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a mutating call without the site's Origin (403) before reading the body", async () => {
    for (const headers of [{}, { origin: "https://evil.example", host: "127.0.0.1:8000" }]) {
      const res = await run({ method: "POST", headers, body: { name: "x" } });
      expect(res.statusCode).toBe(403);
      expect(res.body).toEqual({ error: { code: "OriginRefused", message: expect.any(String) } });
    }
    const fromSite = await run({
      method: "POST",
      headers: { origin: SITE, host: "fn.example", "content-type": "application/json", "content-length": "12" },
      body: { name: "x" },
    });
    expect(fromSite.statusCode).toBe(200);
  });

  it("applies the body rules: 415, 413, 400", async () => {
    const post = (headers: Record<string, string>, body: unknown) =>
      run({ method: "POST", headers: { ...local, ...headers }, body });
    expect((await post({ "content-type": "text/plain", "content-length": "3" }, "abc")).statusCode).toBe(415);
    expect((await post({ "content-type": "application/json", "content-length": "101" }, {})).statusCode).toBe(413);
    const bad = await post({ "content-type": "application/json", "content-length": "9" }, { nom: "x" });
    expect(bad.statusCode).toBe(400);
    expect((bad.body as { error: { message: string } }).error.message).toBe(
      'Field "name" is required. Unknown field "nom".',
    );
  });

  it("answers an ApiError thrown by the route with its status and headers", async () => {
    const h = apiHandler({
      GET: route({
        mutating: false,
        run: () => {
          throw ApiErrors.invalidToken();
        },
      }),
    });
    const res = await run({ method: "GET" }, h);
    expect(res.statusCode).toBe(401);
    expect(res.headers["www-authenticate"]).toContain("Bearer");
    expect(res.body).toEqual({ error: { code: "InvalidToken", message: "Sign in again." } });
  });

  it("turns anything else into 500 InternalError without details, and logs it", async () => {
    const h = apiHandler({
      GET: route({
        mutating: false,
        run: async () => {
          throw new Error("database password is hunter2");
        },
      }),
    });
    const res = await run({ method: "GET" }, h);
    expect(res.statusCode).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain("hunter2");
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("hunter2"));
  });

  it("only ends the response when the route had already answered", async () => {
    const h = apiHandler({
      GET: route({
        mutating: false,
        run: ({ res }) => {
          res.status(200).json({ partial: true });
          throw new Error("late");
        },
      }),
    });
    const res = await run({ method: "GET" }, h);
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ partial: true });
  });
});
