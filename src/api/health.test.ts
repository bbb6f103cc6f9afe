import { healthReport } from "../../server/health";
import { allowMethods, sendError } from "../../server/http";
import handler from "./health";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

function fakeResponse() {
  const res = {
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      res.body = body;
      return res;
    },
    setHeader(name: string, value: string) {
      res.headers[name.toLowerCase()] = value;
      return res;
    },
  };
  return res;
}
const asRes = (r: ReturnType<typeof fakeResponse>) => r as unknown as GatsbyFunctionResponse;
const req = (method: string) => ({ method }) as unknown as GatsbyFunctionRequest;

describe("healthReport", () => {
  it("reports a usable configuration with its region", () => {
    const report = healthReport({
      userPoolId: "eu-west-1_Abc",
      clientId: "c",
      endpoint: "",
      hostedUiDomain: "https://auth.example.com",
    });
    expect(report).toEqual({
      status: "ok",
      checks: {
        cognito: {
          status: "ok",
          userPoolId: "eu-west-1_Abc",
          region: "eu-west-1",
          clientId: "c",
          customEndpoint: false,
          hostedUi: true,
        },
      },
    });
  });

  it("names every bad variable", () => {
    const report = healthReport({ userPoolId: "nope", clientId: "", endpoint: "", hostedUiDomain: "" });
    expect(report.status).toBe("misconfigured");
    const cognito = report.checks.cognito;
    expect(cognito.status === "misconfigured" && cognito.problems.map((p) => p.variable)).toEqual([
      "GATSBY_COGNITO_CLIENT_ID",
      "GATSBY_COGNITO_USER_POOL_ID",
    ]);
  });
});

describe("http helpers", () => {
  it("answers a wrong method with 405, an Allow header and the one error shape", () => {
    const res = fakeResponse();
    expect(allowMethods(req("DELETE"), asRes(res), ["GET", "HEAD"])).toBe(false);
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.body).toEqual({
      error: { code: "MethodNotAllowed", message: "DELETE is not allowed here; use GET or HEAD." },
    });
  });

  it("lets an allowed method through without answering", () => {
    const res = fakeResponse();
    expect(allowMethods(req("get"), asRes(res), ["GET"])).toBe(true);
    expect(res.body).toBeUndefined();
  });

  it("includes details only when given", () => {
    const res = fakeResponse();
    sendError(asRes(res), 400, "BadRequest", "name: expected text", { field: "name" });
    expect(res.body).toEqual({
      error: { code: "BadRequest", message: "name: expected text", details: { field: "name" } },
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});

describe("GET /api/health handler", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("is 200 with the emulator settings and 503 with a broken pool id", () => {
    process.env.GATSBY_COGNITO_USER_POOL_ID = "us-east-1_LocalPool1";
    process.env.GATSBY_COGNITO_CLIENT_ID = "localdevclient000000000001";
    let res = fakeResponse();
    handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(200);
    expect((res.body as { status: string }).status).toBe("ok");

    process.env.GATSBY_COGNITO_USER_POOL_ID = "LocalPool1";
    res = fakeResponse();
    handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(503);
    expect(JSON.stringify(res.body)).toContain("GATSBY_COGNITO_USER_POOL_ID");
  });
});
