import { NETWORK_MESSAGE, fetchToken, sendContactRequest } from "./api";

type Fetch = typeof fetch;

const aborted = () => new DOMException("The operation was aborted.", "AbortError");

/** A server that never answers: the request ends only when the caller aborts it. */
const silentServer: Fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(aborted())));

/** The same, in a browser that rejects an aborted fetch with a TypeError. */
const silentServerTypeError: Fetch = (_url, init) =>
  new Promise((_resolve, reject) =>
    init?.signal?.addEventListener("abort", () => reject(new TypeError("Failed to fetch"))),
  );

/** A server that sends its headers, then stalls in the body until the caller aborts. */
const stallingServer: Fetch = async (_url, init) =>
  ({
    ok: true,
    status: 200,
    json: () => new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(aborted()))),
  }) as Response;

/** A server answering at once (jsdom has no Response: the two members the client reads). */
const answering =
  (status: number, body: unknown, json = true): Fetch =>
  async () =>
    ({
      ok: status >= 200 && status < 300,
      status,
      json: async () => (json ? body : JSON.parse(String(body))),
    }) as Response;

const FORM = { name: "Dana", email: "dana@example.com", message: "Hello there, a question." };

describe("sendContactRequest", () => {
  it("gives up on a server that does not answer: no answer, whatever error the aborted fetch rejects with", async () => {
    await expect(sendContactRequest(FORM, silentServer, 30)).resolves.toEqual({ kind: "noAnswer" });
    await expect(sendContactRequest(FORM, silentServerTypeError, 30)).resolves.toEqual({ kind: "noAnswer" });
  });

  it("gives up on a server that stalls after its headers", async () => {
    await expect(sendContactRequest(FORM, stallingServer, 30)).resolves.toEqual({ kind: "noAnswer" });
  });

  it("leaves no timer behind when the server answers in time", async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const prompt: Fetch = async (url, init) => {
        signal = init?.signal ?? undefined;
        return answering(200, { sent: true, acknowledged: true })(url, init);
      };
      await expect(sendContactRequest(FORM, prompt, 1_000)).resolves.toEqual({ kind: "sent", acknowledged: true });
      expect(jest.getTimerCount()).toBe(0);
      jest.advanceTimersByTime(5_000);
      expect(signal?.aborted).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });

  it("tells a network failure from a time-out", async () => {
    const offline: Fetch = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(sendContactRequest(FORM, offline, 30)).resolves.toEqual({ kind: "refused", message: NETWORK_MESSAGE });
  });

  it("passes the server's answers through when it answers in time", async () => {
    await expect(sendContactRequest(FORM, answering(200, { sent: true, acknowledged: true }), 1_000)).resolves.toEqual({
      kind: "sent",
      acknowledged: true,
    });
    const refused = { error: { code: "TooManyRequests", message: "Slow down.", details: { token: "t2" } } };
    await expect(sendContactRequest(FORM, answering(429, refused), 1_000)).resolves.toEqual({
      kind: "refused",
      message: "Slow down.",
      token: "t2",
    });
    const notJson = answering(502, "<html>Bad gateway</html>", false);
    await expect(sendContactRequest(FORM, notJson, 1_000)).resolves.toEqual({
      kind: "refused",
      message:
        "Your message was not sent (the server answered 502). Your text is still in the form: try again in a few minutes.",
    });
  });
});

describe("fetchToken", () => {
  it("returns no token from a server that does not answer or stalls (the function then sends one back)", async () => {
    await expect(fetchToken(silentServer, 30)).resolves.toBe("");
    await expect(fetchToken(stallingServer, 30)).resolves.toBe("");
  });

  it("returns the token the server gives", async () => {
    await expect(fetchToken(answering(200, { token: "t1" }), 1_000)).resolves.toBe("t1");
  });
});
