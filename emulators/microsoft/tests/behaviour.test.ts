/** The Graph stand-in's behaviour file: each switch with its choices, and a wrong file named with its field. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadMicrosoftBehaviour, parseMicrosoftBehaviour } from "../behaviour";

test("takes each switch's choices, and nothing else", () => {
  expect(parseMicrosoftBehaviour({})).toEqual({});
  expect(parseMicrosoftBehaviour({ expiredDeltaStatus: 400, mastersBeforeWindow: "sent" })).toEqual({
    expiredDeltaStatus: 400,
    mastersBeforeWindow: "sent",
  });
  expect(() => parseMicrosoftBehaviour({ expiredDeltaStatus: 404 })).toThrow(
    'field "expiredDeltaStatus": expected 400 or 410, got 404',
  );
  expect(() => parseMicrosoftBehaviour({ mastersBeforeWindow: true })).toThrow(
    'field "mastersBeforeWindow": expected "omitted" or "sent", got true',
  );
  expect(() => parseMicrosoftBehaviour({ gentle: true })).toThrow('unknown field "gentle"');
  expect(() => parseMicrosoftBehaviour([])).toThrow("expected a JSON object");
});

test("a file that is not JSON is named in the error", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "behaviour-"));
  const file = path.join(dir, "behaviour.json");
  writeFileSync(file, "{ expiredDeltaStatus: 400 }");
  expect(() => loadMicrosoftBehaviour(file)).toThrow(file);
  writeFileSync(file, '{ "expiredDeltaStatus": 400 }');
  expect(loadMicrosoftBehaviour(file)).toEqual({ expiredDeltaStatus: 400 });
});
