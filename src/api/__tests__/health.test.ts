import { judgeLifetime, unknownLifetime } from "../../../server/auth/access-token-lifetime";
import { builtAccessTokenLifetime } from "../../../server/auth/built-token-lifetime";
import { healthReport } from "../../../server/health";
import { allowMethods, sendError } from "../../../server/http";
import handler from "../health";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";

// The handler's reading of the app client (DescribeUserPoolClient) is played here; its own tests read a Cognito
// emulator (server/auth/access-token-lifetime.test.ts).
jest.mock("../../../server/auth/built-token-lifetime", () => ({
  builtAccessTokenLifetime: jest.fn(),
  logLifetimeProblem: jest.requireActual("../../../server/auth/built-token-lifetime").logLifetimeProblem,
}));
const reading = builtAccessTokenLifetime as jest.MockedFunction<typeof builtAccessTokenLifetime>;
const POOL = { userPoolId: "eu-west-1_Abc", clientId: "c", endpoint: "", hostedUiDomain: "https://auth.example.com" };

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
const req = (method: string) => ({ method, headers: {} }) as unknown as GatsbyFunctionRequest;

describe("healthReport", () => {
  it("reports a usable configuration with its region and the access tokens' lifetime", () => {
    const report = healthReport(POOL, judgeLifetime(300), true);
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
        accessTokenLifetime: { status: "ok", seconds: 300, maxSeconds: 300 },
      },
    });
  });

  it("fails a deployment whose access tokens outlive step-up; a local build only shows it", () => {
    const hour = judgeLifetime(3600);
    expect(hour).toEqual({ status: "too-long", seconds: 3600, maxSeconds: 300 });
    expect(healthReport(POOL, hour, true).status).toBe("misconfigured");
    expect(healthReport(POOL, hour, true).checks.accessTokenLifetime).toBe(hour);
    expect(healthReport(POOL, hour, false).status).toBe("ok");
    expect(healthReport(POOL, hour, false).checks.accessTokenLifetime).toBe(hour);
    // A lifetime that could not be read is shown, not failed on.
    expect(healthReport(POOL, unknownLifetime("DescribeUserPoolClient: AccessDeniedException"), true).status).toBe(
      "ok",
    );
  });

  it("names every bad variable", () => {
    const report = healthReport(
      { userPoolId: "nope", clientId: "", endpoint: "", hostedUiDomain: "" },
      unknownLifetime("the user-pool settings are unusable"),
      false,
    );
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
    jest.restoreAllMocks();
  });

  it("is 200 with the emulator settings and 503 with a broken pool id", async () => {
    reading.mockResolvedValue(judgeLifetime(3600));
    process.env.GATSBY_COGNITO_USER_POOL_ID = "us-east-1_LocalPool1";
    process.env.GATSBY_COGNITO_CLIENT_ID = "localdevclient000000000001";
    let res = fakeResponse();
    await handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(200);
    expect((res.body as { status: string }).status).toBe("ok");

    process.env.GATSBY_COGNITO_USER_POOL_ID = "LocalPool1";
    res = fakeResponse();
    await handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(503);
    expect(JSON.stringify(res.body)).toContain("GATSBY_COGNITO_USER_POOL_ID");
  });

  it("reports the access tokens' lifetime; in a deployment an hour is 503 and logged", async () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    reading.mockResolvedValue(judgeLifetime(3600));
    Object.assign(process.env, {
      GATSBY_COGNITO_USER_POOL_ID: "eu-west-1_Abc123",
      GATSBY_COGNITO_CLIENT_ID: "3n4b5urk1ft4fl3mg5e62d9ado",
      NODE_ENV: "production",
      NW_LOCAL_BUILD: "",
    });
    let res = fakeResponse();
    await handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(503);
    expect((res.body as HealthBody).checks.accessTokenLifetime).toEqual({
      status: "too-long",
      seconds: 3600,
      maxSeconds: 300,
    });
    expect(log.mock.calls.join("\n")).toContain("ServerMisconfigured: the app client's access tokens live 3600 s");

    reading.mockResolvedValue(judgeLifetime(300));
    res = fakeResponse();
    await handler(req("GET"), asRes(res));
    expect(res.statusCode).toBe(200);
    expect((res.body as HealthBody).checks.accessTokenLifetime).toMatchObject({ status: "ok", seconds: 300 });
  });
});

type HealthBody = ReturnType<typeof healthReport>;
