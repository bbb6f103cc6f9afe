/** The Graph stand-in's behavior file: each switch with its choices, and a wrong file named with its field. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadMicrosoftBehavior, parseMicrosoftBehavior } from "../behavior";

test("takes each switch's choices, and nothing else", () => {
  expect(parseMicrosoftBehavior({})).toEqual({});
  expect(parseMicrosoftBehavior({ expiredDeltaStatus: 400, mastersBeforeWindow: "sent" })).toEqual({
    expiredDeltaStatus: 400,
    mastersBeforeWindow: "sent",
  });
  expect(() => parseMicrosoftBehavior({ expiredDeltaStatus: 404 })).toThrow(
    'field "expiredDeltaStatus": expected 400 or 410, got 404',
  );
  expect(() => parseMicrosoftBehavior({ mastersBeforeWindow: true })).toThrow(
    'field "mastersBeforeWindow": expected "omitted" or "sent", got true',
  );
  expect(() => parseMicrosoftBehavior({ gentle: true })).toThrow('unknown field "gentle"');
  expect(() => parseMicrosoftBehavior([])).toThrow("expected a JSON object");
});

test("latency: none, realistic, or bounds per kind of answer, each [min, max] in whole milliseconds", () => {
  expect(parseMicrosoftBehavior({ latency: "none" })).toEqual({ latency: "none" });
  expect(parseMicrosoftBehavior({ latency: "realistic" })).toEqual({ latency: "realistic" });
  expect(parseMicrosoftBehavior({ latency: { pageMs: [500, 2000], smallMs: [150, 400] } })).toEqual({
    latency: { pageMs: [500, 2000], smallMs: [150, 400] },
  });
  expect(parseMicrosoftBehavior({ latency: { tokenMs: [0, 0] } })).toEqual({ latency: { tokenMs: [0, 0] } });
  expect(() => parseMicrosoftBehavior({ latency: "slow" })).toThrow(
    'field "latency": expected "none", "realistic" or an object of bounds such as {"pageMs": [500, 2000], "smallMs": [150, 400], "tokenMs": [100, 300]}, got "slow"',
  );
  expect(() => parseMicrosoftBehavior({ latency: { pageMs: [2000, 500] } })).toThrow(
    'field "latency": "pageMs" must be [min, max], whole milliseconds with 0 <= min <= max <= 60000, got [2000,500]',
  );
  for (const bad of [[1.5, 2], [-1, 2], [0, 60_001], [100], "100-200"])
    expect(() => parseMicrosoftBehavior({ latency: { smallMs: bad } })).toThrow('"smallMs" must be [min, max]');
  expect(() => parseMicrosoftBehavior({ latency: { pagesMs: [1, 2] } })).toThrow(
    'field "latency": unknown bound "pagesMs" (known: pageMs, smallMs, tokenMs)',
  );
});

test('safeLinks: "rewrite" or "off"', () => {
  expect(parseMicrosoftBehavior({ safeLinks: "off" })).toEqual({ safeLinks: "off" });
  expect(parseMicrosoftBehavior({ safeLinks: "rewrite" })).toEqual({ safeLinks: "rewrite" });
  expect(() => parseMicrosoftBehavior({ safeLinks: false })).toThrow(
    'field "safeLinks": expected "rewrite" or "off", got false',
  );
});

test("a file that is not JSON is named in the error", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "behavior-"));
  const file = path.join(dir, "behavior.json");
  writeFileSync(file, "{ expiredDeltaStatus: 400 }");
  expect(() => loadMicrosoftBehavior(file)).toThrow(file);
  writeFileSync(file, '{ "expiredDeltaStatus": 400 }');
  expect(loadMicrosoftBehavior(file)).toEqual({ expiredDeltaStatus: 400 });
});
