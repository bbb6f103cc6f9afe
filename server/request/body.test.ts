import { z } from "zod";
import { ApiError } from "../http";
import { checkBodyHeaders, EmptyBody, functionConfig, hasBody, parseBody } from "./body";

const json = (length: number) => ({ "content-type": "application/json", "content-length": String(length) });

function refusal(fn: () => unknown): { status: number; code: string; message: string } {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, message: err.message };
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("body headers", () => {
  it("knows when there is a body", () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ "content-length": "0" })).toBe(false);
    expect(hasBody({ "content-length": "2" })).toBe(true);
    expect(hasBody({ "transfer-encoding": "chunked" })).toBe(true);
  });

  it("wants JSON (415) within the limit (413)", () => {
    expect(() => checkBodyHeaders({}, 10)).not.toThrow();
    expect(() => checkBodyHeaders(json(10), 10)).not.toThrow();
    expect(() => checkBodyHeaders({ ...json(5), "content-type": "application/json; charset=utf-8" }, 10)).not.toThrow();
    expect(refusal(() => checkBodyHeaders(json(11), 10))).toMatchObject({ status: 413, code: "PayloadTooLarge" });
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "application/jsonx"])
      expect(refusal(() => checkBodyHeaders({ ...json(5), "content-type": type }, 10))).toMatchObject({ status: 415 });
    expect(refusal(() => checkBodyHeaders({ "content-length": "5" }, 10)).status).toBe(415);
  });

  it("gives Gatsby's parsers the same limit", () => {
    expect(functionConfig(2048).bodyParser.json.limit).toBe(2048);
    expect(functionConfig().bodyParser.urlencoded).toEqual({ limit: 1024, extended: false });
  });
});

describe("parseBody", () => {
  const Schema = z.strictObject({ idToken: z.string().min(1).max(10), n: z.number().optional() });
  const h = json(20);

  it("returns the valid body", () => {
    expect(parseBody(Schema, h, { idToken: "abc" })).toEqual({ idToken: "abc" });
  });

  it.each([
    [{}, 'Field "idToken" is required.'],
    [{ idToken: 5 }, 'Field "idToken" must be a string.'],
    [{ idToken: "" }, 'Field "idToken" must not be empty.'],
    [{ idToken: "x".repeat(11) }, 'Field "idToken" is too long (at most 10 characters).'],
    [{ idToken: "a", extra: 1 }, 'Unknown field "extra".'],
    [{ idToken: "a", x: 1, y: 2 }, 'Unknown fields "x", "y".'],
    [[1, 2], "The body must be a JSON object."],
    ["text", "The body must be a JSON object."],
    [null, "The body must be a JSON object."],
  ])("refuses %j with a message naming the field", (body, message) => {
    expect(refusal(() => parseBody(Schema, h, body))).toEqual({ status: 400, code: "InvalidRequest", message });
  });

  it("never echoes a value", () => {
    const r = refusal(() => parseBody(Schema, h, { idToken: 42, "<script>": "secret-value" }));
    expect(r.message).not.toContain("secret-value");
    expect(r.message).not.toContain("42");
  });

  it("validates a missing body as {}; EmptyBody takes only {}", () => {
    expect(refusal(() => parseBody(Schema, {}, undefined)).message).toBe('Field "idToken" is required.');
    expect(parseBody(EmptyBody, {}, undefined)).toEqual({});
    expect(parseBody(EmptyBody, h, {})).toEqual({});
    expect(refusal(() => parseBody(EmptyBody, h, { a: 1 })).message).toBe('Unknown field "a".');
  });
});
