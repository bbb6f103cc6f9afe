import { cognitoKeyPrefix, SERVER_HELD_KEY } from "../../../core/auth/jwtClaims";
import { createServerSession } from "./serverSession";

const CLIENT = "client123";
const prefix = cognitoKeyPrefix(CLIENT);

function jwt(claims: Record<string, unknown>): string {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString("base64url");
  return `${part({ alg: "RS256" })}.${part(claims)}.sig`;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
  };
}

function signedInStorage() {
  return memoryStorage({
    [`${prefix}.LastAuthUser`]: "alice",
    [`${prefix}.alice.idToken`]: "ID",
    [`${prefix}.alice.accessToken`]: "ACCESS",
    [`${prefix}.alice.refreshToken`]: "REFRESH",
    [`${prefix}.alice.clockDrift`]: "0",
  });
}

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: (url: string) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

const quiet = { warn: jest.fn() };
// jsdom has no Response: the part of one that the client reads.
const json = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

beforeEach(() => quiet.warn.mockClear());

describe("handOver", () => {
  it("posts the three tokens as JSON, then keeps only the mark in the browser", async () => {
    const storage = signedInStorage();
    const contact = { verified: { email: "alice@example.com" }, unverified: { phone_number: "+15550100" } };
    const { fetch, calls } = fakeFetch(() => json(200, { username: "alice", contact }));
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    // The contact status the server read comes back with the answer: the flow's contact check asks nothing more.
    await expect(session.handOver(storage)).resolves.toEqual({ held: true, contact });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/auth/session");
    expect(calls[0]!.init).toMatchObject({ method: "POST", credentials: "same-origin" });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      idToken: "ID",
      accessToken: "ACCESS",
      refreshToken: "REFRESH",
    });
    expect(storage.getItem(`${prefix}.alice.refreshToken`)).toBeNull();
    expect(storage.getItem(`${prefix}.alice.${SERVER_HELD_KEY}`)).toBe("1");
    expect(session.isServerHeld(storage)).toBe(true);
  });

  it("drops the refresh token when the hand-over fails, after two more tries for an outage, and says why", async () => {
    const sleep = jest.fn(async () => undefined);
    for (const [answer, posts] of [
      [() => json(404, "Not found"), 1],
      [() => json(503, {}), 3],
      [() => Promise.reject(new TypeError("offline")), 3],
    ] as const) {
      const storage = signedInStorage();
      const { fetch, calls } = fakeFetch(answer);
      const session = createServerSession({ clientId: CLIENT, fetch, log: quiet, sleep });
      await expect(session.handOver(storage)).resolves.toEqual({ held: false, contact: null });
      expect(calls).toHaveLength(posts);
      // Kept, a script could renew tokens straight at Cognito, past the functions' step-up.
      expect(storage.getItem(`${prefix}.alice.refreshToken`)).toBeNull();
      expect(storage.getItem(`${prefix}.alice.idToken`)).toBe("ID");
      expect(session.isServerHeld(storage)).toBe(false);
    }
    expect(sleep.mock.calls).toEqual([[500], [1500], [500], [1500]]);
    expect(quiet.warn).toHaveBeenCalledTimes(3);
  });

  it("hands over on a retry after a passing outage", async () => {
    const storage = signedInStorage();
    const answers = [json(503, {}), json(200, { username: "alice" })];
    const { fetch, calls } = fakeFetch(() => answers.shift() ?? json(500, {}));
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet, sleep: async () => undefined });
    // A server that sends no contact status (an older deployment): the browser asks the pool itself.
    await expect(session.handOver(storage)).resolves.toEqual({ held: true, contact: null });
    expect(calls).toHaveLength(2);
    expect(session.isServerHeld(storage)).toBe(true);
  });

  it("does nothing without a signed-in user, and does not post twice", async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    await expect(session.handOver(memoryStorage())).resolves.toEqual({ held: false, contact: null });
    const storage = signedInStorage();
    await session.handOver(storage);
    await expect(session.handOver(storage)).resolves.toEqual({ held: true, contact: null });
    expect(calls).toHaveLength(1);
  });
});

describe("renew", () => {
  it("files the new tokens where the library reads them, with the issuer's clock drift", async () => {
    const storage = signedInStorage();
    const idToken = jwt({ iat: 1_000, exp: 4_600 });
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith("/session") ? json(200, {}) : json(200, { idToken, accessToken: "ACCESS2", expiresIn: 3600 }),
    );
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet, now: () => 1_005_000 });
    await session.handOver(storage);
    await session.renew(storage);
    expect(calls[1]!.url).toBe("/api/auth/refresh");
    expect(storage.getItem(`${prefix}.alice.idToken`)).toBe(idToken);
    expect(storage.getItem(`${prefix}.alice.accessToken`)).toBe("ACCESS2");
    expect(storage.getItem(`${prefix}.alice.clockDrift`)).toBe("5");
    expect(storage.getItem(`${prefix}.alice.refreshToken`)).toBeNull();
  });

  it("a refused refresh (401) is the library's NotAuthorizedException, and the mark goes", async () => {
    const storage = signedInStorage();
    const { fetch } = fakeFetch((url) =>
      url.endsWith("/session") ? json(200, {}) : json(401, { error: { code: "InvalidSession", message: "x" } }),
    );
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    await session.handOver(storage);
    await expect(session.renew(storage)).rejects.toMatchObject({ code: "NotAuthorizedException" });
    expect(session.isServerHeld(storage)).toBe(false);
  });

  it("a refresh refused past a limit the server keeps carries the limit and its sentence", async () => {
    const message = "Your sign-in reached its limit of 12 hours. Please sign in again.";
    const storage = signedInStorage();
    const { fetch } = fakeFetch((url) =>
      url.endsWith("/session") ? json(200, {}) : json(401, { error: { code: "SessionLimit", message } }),
    );
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    await session.handOver(storage);
    await expect(session.renew(storage)).rejects.toMatchObject({
      code: "NotAuthorizedException",
      ended: "absolute",
      message,
    });
  });

  it("a network failure or a server error is not a refusal (the session layer retries those)", async () => {
    for (const answer of [() => Promise.reject(new TypeError("Failed to fetch")), () => json(503, {})]) {
      const storage = signedInStorage();
      let first = true;
      const { fetch } = fakeFetch(() => {
        if (first) {
          first = false;
          return json(200, {});
        }
        return answer();
      });
      const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
      await session.handOver(storage);
      const error = await session.renew(storage).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as { code?: string }).code).toBeUndefined();
      expect(session.isServerHeld(storage)).toBe(true);
    }
  });

  it("refuses an answer without tokens", async () => {
    const storage = signedInStorage();
    const { fetch } = fakeFetch((url) => (url.endsWith("/session") ? json(200, {}) : json(200, { idToken: 1 })));
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    await session.handOver(storage);
    await expect(session.renew(storage)).rejects.toThrow("The session service sent no tokens.");
  });
});

describe("end", () => {
  it("says the sign-out is confirmed only when the server revoked the token (200) or had no session (401)", async () => {
    for (const [status, confirmed] of [
      [200, true],
      [401, true],
      [202, false],
      [500, false],
      [503, false],
    ] as const) {
      const storage = signedInStorage();
      const { fetch } = fakeFetch((url) => (url.endsWith("/revoke") ? json(status, {}) : json(200, {})));
      const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
      await session.handOver(storage);
      await expect(session.end(storage)).resolves.toEqual({ confirmed });
      expect(session.isServerHeld(storage)).toBe(false);
    }
  });

  it("revokes on the server and forgets the mark; never rejects, even offline (then not confirmed)", async () => {
    const storage = signedInStorage();
    const { fetch, calls } = fakeFetch((url) =>
      url.endsWith("/revoke") ? Promise.reject(new TypeError("offline")) : json(200, {}),
    );
    const session = createServerSession({ clientId: CLIENT, fetch, log: quiet });
    await session.handOver(storage);
    await expect(session.end(storage)).resolves.toEqual({ confirmed: false });
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/session", "/api/auth/revoke"]);
    expect(calls[1]!.init.method).toBe("POST");
    expect(session.isServerHeld(storage)).toBe(false);
  });
});
