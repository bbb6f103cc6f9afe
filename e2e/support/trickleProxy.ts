/**
 * A proxy to the site that sends a page's HTML in pieces cut where the test asks, pausing after each, so the
 * browser has parsed exactly that much when it may paint. Network throttling cannot do this: its chunks fall where
 * they fall, and a check of the top bar that throttled passed on one machine and failed on another.
 */
import http from "http";
import type { AddressInfo } from "net";

export interface TrickleProxy {
  /** The proxy's origin, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The HTML pages sent so far: path and how many pieces each went out in. */
  sent: { path: string; pieces: number }[];
  close(): Promise<void>;
}

export interface TrickleOptions {
  /** The site, e.g. http://127.0.0.1:9000 */
  upstream: string;
  /** Character offsets in the page's HTML after which to pause (unsorted, out of range and repeats ignored). */
  cuts: (html: string) => number[];
  pauseMs: number;
}

export async function startTrickleProxy(options: TrickleOptions): Promise<TrickleProxy> {
  const target = new URL(options.upstream);
  const sent: TrickleProxy["sent"] = [];
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: target.host };
    delete headers["accept-encoding"]; // the cuts are offsets in the plain text
    const upstreamReq = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers },
      (upstreamRes) => {
        const isHtml = req.method === "GET" && /^text\/html/.test(String(upstreamRes.headers["content-type"]));
        if (!isHtml) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers);
          upstreamRes.pipe(res);
          return;
        }
        const encoding = upstreamRes.headers["content-encoding"];
        if (encoding && encoding !== "identity") {
          upstreamRes.resume();
          res.writeHead(502, { "content-type": "text/plain" }).end(`trickle proxy: cannot cut ${encoding} HTML\n`);
          return;
        }
        const body: Buffer[] = [];
        upstreamRes.on("data", (chunk: Buffer) => body.push(chunk));
        upstreamRes.on("error", (err) => res.destroy(err));
        upstreamRes.on("end", () => {
          const html = Buffer.concat(body).toString("utf8");
          const outHeaders = { ...upstreamRes.headers };
          delete outHeaders["content-length"];
          res.writeHead(upstreamRes.statusCode ?? 502, outHeaders);
          const points = [...new Set(options.cuts(html))].filter((n) => n > 0 && n < html.length).sort((a, b) => a - b);
          sent.push({ path: req.url ?? "", pieces: points.length + 1 });
          void trickle(res, html, points, options.pauseMs);
        });
      },
    );
    upstreamReq.on("error", (err) => {
      if (res.headersSent) res.destroy(err);
      else res.writeHead(502, { "content-type": "text/plain" }).end(`trickle proxy: ${err.message}\n`);
    });
    req.pipe(upstreamReq);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `html` cut at the sorted `points`, pausing after each piece. */
async function trickle(res: http.ServerResponse, html: string, points: number[], pauseMs: number): Promise<void> {
  let from = 0;
  for (const to of points) {
    if (res.destroyed) return;
    res.write(html.slice(from, to));
    from = to;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  res.end(html.slice(from));
}
