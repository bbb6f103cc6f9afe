import { graphDialect } from "../microsoft/graph-errors";
import { ProviderError } from "../provider";
import { fakeClock, fakeFetch, testDeps } from "../../testing/fake-fetch";
import { getJson } from "./get-json";
import type { RetryContext } from "./retry";

const URL_OK = new URL("http://127.0.0.1:9412/v1.0/me");

function context(fake: ReturnType<typeof fakeFetch>, extra: Partial<RetryContext> = {}): RetryContext {
  const deps = testDeps(fake);
  return { dialect: graphDialect, operation: "account", deps, budget: { remainingMs: deps.retry.budgetMs }, ...extra };
}

async function caught(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe("getJson", () => {
  test("sends the bearer token and extra headers, follows no redirect, and returns the parsed body", async () => {
    const fake = fakeFetch({ json: { id: "u1" } });
    const answer = await getJson(URL_OK, "tok-1", context(fake), { Prefer: 'outlook.timezone="UTC"' });
    expect(answer).toEqual({ body: { id: "u1" }, retries: 0 });
    const [request] = fake.requests;
    expect(request?.method).toBe("GET");
    expect(request?.headers.get("authorization")).toBe("Bearer tok-1");
    expect(request?.headers.get("prefer")).toBe('outlook.timezone="UTC"');
    expect(request?.headers.get("accept")).toBe("application/json");
    expect(request?.redirect).toBe("manual");
  });

  test("refuses to send a token over plain http to a host that is not loopback", async () => {
    const fake = fakeFetch();
    const error = await caught(getJson(new URL("http://graph.example.com/v1.0/me"), "tok", context(fake)));
    expect(error.kind).toBe("provider_error");
    expect(error.message).toMatch(/not https/);
    expect(fake.requests).toHaveLength(0);
  });

  test("401 is 'unauthorized' at once, with the provider's code in the message", async () => {
    const fake = fakeFetch({
      status: 401,
      json: { error: { code: "InvalidAuthenticationToken", message: "Access token has expired." } },
    });
    const error = await caught(getJson(URL_OK, "tok", context(fake)));
    expect(error).toMatchObject({ provider: "microsoft", operation: "account", kind: "unauthorized", status: 401 });
    expect(error.message).toBe("Microsoft Graph answered 401 InvalidAuthenticationToken: Access token has expired.");
    expect(fake.requests).toHaveLength(1);
  });

  test.each([400, 404])("%i is a 'provider_error' and is not retried", async (status) => {
    const fake = fakeFetch({ status, json: { error: { code: "ErrorInvalidParameter", message: "bad" } } });
    const error = await caught(getJson(URL_OK, "tok", context(fake)));
    expect(error).toMatchObject({ kind: "provider_error", status });
    expect(error.message).toContain("ErrorInvalidParameter");
    expect(fake.requests).toHaveLength(1);
  });

  test("a redirect is not followed and is a 'provider_error'", async () => {
    const fake = fakeFetch({ status: 302, text: "", headers: { location: "https://elsewhere.example/" } });
    const error = await caught(getJson(URL_OK, "tok", context(fake)));
    expect(error).toMatchObject({ kind: "provider_error", status: 302 });
  });

  test("a success whose body is not JSON is a 'provider_error'", async () => {
    const fake = fakeFetch({ status: 200, text: "<html>gateway</html>" });
    const error = await caught(getJson(URL_OK, "tok", context(fake)));
    expect(error).toMatchObject({ kind: "provider_error", status: 200 });
    expect(error.message).toMatch(/not JSON/);
  });

  test("a network failure is 'network' and names the cause", async () => {
    const fake = fakeFetch({ networkError: "connect ECONNREFUSED 127.0.0.1:9412" });
    const error = await caught(getJson(URL_OK, "tok", context(fake)));
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Could not reach Microsoft Graph: connect ECONNREFUSED 127.0.0.1:9412.");
  });

  test("no answer within the per-request timeout is 'network'", async () => {
    const fake = fakeFetch({ hang: true });
    const deps = testDeps(fake);
    deps.retry.timeoutMs = 20;
    const error = await caught(getJson(URL_OK, "tok", context(fake, { deps })));
    expect(error.kind).toBe("network");
    expect(error.message).toBe("Microsoft Graph did not answer within 0.02 s.");
  });

  test("the caller's abort stops the request as 'network' (canceled)", async () => {
    const fake = fakeFetch({ hang: true });
    const controller = new AbortController();
    const pending = getJson(URL_OK, "tok", context(fake, { signal: controller.signal }));
    controller.abort();
    const error = await caught(pending);
    expect(error.kind).toBe("network");
    expect(error.message).toMatch(/canceled/);
  });

  test("a Retry-After that would reach the caller's deadline is told as throttling at once, not waited on", async () => {
    const throttled = { status: 429, headers: { "Retry-After": "5" }, json: { error: { code: "TooManyRequests" } } };
    const clock = fakeClock();
    const fake = fakeFetch(throttled, throttled);
    const deps = testDeps(fake, clock);
    // Within the retry budget (20 s), but 4 s before the caller's deadline: before, it slept into the deadline and
    // the page said the service 'did not answer'.
    const error = await caught(getJson(URL_OK, "tok", context(fake, { deps, deadlineAt: clock.now() + 4_000 })));
    expect(error).toMatchObject({ kind: "rate_limited", status: 429 });
    expect(error.message).toContain("would pass the request's deadline");
    expect(clock.sleeps).toEqual([]);
    expect(fake.requests).toHaveLength(1);
  });

  test("the caller's abort during a backoff wait stops it too", async () => {
    const fake = fakeFetch({ status: 429, json: {} });
    const controller = new AbortController();
    const deps = testDeps(fake, fakeClock(), {
      sleep: async () => {
        controller.abort();
        throw new Error("aborted");
      },
    });
    const error = await caught(getJson(URL_OK, "tok", context(fake, { deps, signal: controller.signal })));
    expect(error.kind).toBe("network");
    expect(fake.requests).toHaveLength(1);
  });
});
