/** The Google stand-in's behavior file: `latency` and its choices, and a wrong file named with its field. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadGoogleBehavior, parseGoogleBehavior } from "../behavior";

test("takes latency (none, realistic or bounds), and nothing else", () => {
  expect(parseGoogleBehavior({})).toEqual({});
  expect(parseGoogleBehavior({ latency: "realistic" })).toEqual({ latency: "realistic" });
  expect(parseGoogleBehavior({ latency: { pageMs: [300, 900] } })).toEqual({ latency: { pageMs: [300, 900] } });
  expect(() => parseGoogleBehavior({ latency: { pageMs: [900, 300] } })).toThrow(
    'field "latency": "pageMs" must be [min, max], whole milliseconds with 0 <= min <= max <= 60000, got [900,300]',
  );
  // The Graph stand-in's switches are not Google's.
  expect(() => parseGoogleBehavior({ safeLinks: "off" })).toThrow('unknown field "safeLinks" (known: latency)');
  expect(() => parseGoogleBehavior("realistic")).toThrow("expected a JSON object");
});

test("a file that is not JSON, or says something wrong, is named in the error", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "google-behavior-"));
  const file = path.join(dir, "behavior.json");
  writeFileSync(file, "{ latency: realistic }");
  expect(() => loadGoogleBehavior(file)).toThrow(file);
  writeFileSync(file, '{ "latency": "slow" }');
  expect(() => loadGoogleBehavior(file)).toThrow(`${file}: field "latency": expected "none", "realistic"`);
  writeFileSync(file, '{ "latency": "realistic" }');
  expect(loadGoogleBehavior(file)).toEqual({ latency: "realistic" });
});
