/** requestListener on a real socket: routed answers and the error answer both carry the decorate (CORS) headers. */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { json } from "./http";
import { requestListener, type Routed } from "./listener";
import type { Logger } from "./logger";

const errors: string[] = [];
const log: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (m: string) => void errors.push(m),
} as Logger;

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    requestListener(
      async (req): Promise<Routed> => {
        if (req.url.pathname === "/boom") throw new Error("store exploded");
        return { operation: "ok", response: json(200, { ok: true }) };
      },
      {
        maxBodyBytes: 1024,
        log,
        internalError: (id) => json(500, { __type: "InternalErrorException", message: `Internal error ${id}` }),
        decorate: () => ({ "Access-Control-Allow-Origin": "http://localhost:8000" }),
      },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("adds the decorate headers to a routed answer", async () => {
  const res = await fetch(`${base}/fine`);
  expect(res.status).toBe(200);
  expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
  expect(res.headers.get("server-timing")).toMatch(/^emu;desc="ok";dur=/);
});

it("answers a throwing route with the internal error, CORS headers included, and logs the cause", async () => {
  const res = await fetch(`${base}/boom`);
  expect(res.status).toBe(500);
  expect(res.headers.get("access-control-allow-origin")).toBe("http://localhost:8000");
  const body = (await res.json()) as { message: string };
  expect(body.message).toMatch(/^Internal error [0-9a-f-]{36}$/);
  expect(body.message).not.toMatch(/exploded/);
  expect(errors).toContainEqual(expect.stringMatching(/store exploded/));
  // The server still answers afterwards.
  expect((await fetch(`${base}/fine`)).status).toBe(200);
});
