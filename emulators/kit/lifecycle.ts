/**
 * Starting and stopping a stand-in's HTTP server the same way for every emulator: loopback by default, bounded
 * timeouts, malformed requests answered 400 instead of crashing, and a close() that does not wait for idle
 * keep-alive connections (tests and Ctrl-C must stop at once).
 */
import { createServer, type RequestListener, type Server } from "node:http";
import { createServer as createTlsServer } from "node:https";
import type { AddressInfo, Socket } from "node:net";

export interface ListeningServer {
  server: Server;
  port: number;
  /** http://<host>:<port> on the listen address, e.g. http://127.0.0.1:9229 (https:// with the tls option) */
  url: string;
  close(): Promise<void>;
}

export async function listen(
  handler: RequestListener,
  options: { host: string; port: number; tls?: { key: string; cert: string } },
): Promise<ListeningServer> {
  // An https.Server is a tls.Server whose "connection" and "clientError" events are the same as http's, so the
  // rest applies to both.
  const server: Server = options.tls
    ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, handler)
    : createServer(handler);
  // Idle connections are kept for 65 s, longer than the idle gaps of a client between two calls: with Node's 5 s
  // default, a client that reused a connection just as the server closed it got ECONNRESET (an e2e test's
  // InitiateAuth did, 2026-11-28); the AWS SDK retries that, a plain client does not.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 10000;
  server.requestTimeout = 30000;
  const sockets = new Set<Socket>();
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  server.on("clientError", (_err, socket) => {
    if (socket.writable) socket.end("HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n");
    else socket.destroy();
  });
  await new Promise<void>((resolve, reject) => {
    const onError = (err: Error) => reject(err);
    server.once("error", onError);
    server.listen(options.port, options.host, () => {
      server.off("error", onError);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  let closed: Promise<void> | null = null;
  return {
    server,
    port,
    url: `${options.tls ? "https" : "http"}://${host}:${port}`,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      return closed;
    },
  };
}
