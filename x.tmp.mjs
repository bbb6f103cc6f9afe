import { chromium } from "playwright-core";
import fs from "node:fs"; import zlib from "node:zlib";
const b = await chromium.launch({ executablePath: "/usr/lib/chromium/chromium-headless-shell" });
for (const route of ["/", "/login/", "/offerings/cloud-hybrid-implementations/"]) {
  const p = await b.newPage(); const s = [];
  p.on("request", (r) => { if (r.resourceType() === "script") s.push(new URL(r.url()).pathname); });
  await p.goto("http://127.0.0.1:9123" + route, { waitUntil: "networkidle" });
  let t = 0; const rows = s.map((f) => { const g = zlib.gzipSync(fs.readFileSync("public" + f), { level: 9 }).length; t += g; return `${f} ${(g/1000).toFixed(1)}`; });
  console.log(route, (t / 1000).toFixed(1)); console.log(rows.join("\n"));
}
await b.close();
