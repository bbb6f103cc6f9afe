/** Local passkey names: the rules for a name, the record kept in local storage, and storage that refuses. */
import {
  PASSKEY_NAMES_KEY,
  parseNames,
  passkeyDisplayName,
  passkeyNameProblem,
  readNames,
  withName,
  withoutName,
  writeNames,
} from "./passkeyNames";

describe("a name", () => {
  it("is required, at most 40 characters, without control characters", () => {
    expect(passkeyNameProblem("Work laptop")).toBeNull();
    expect(passkeyNameProblem("  ")).toBe("Enter a name for the passkey");
    expect(passkeyNameProblem("x".repeat(41))).toBe("Use at most 40 characters");
    expect(passkeyNameProblem(` ${"x".repeat(40)} `)).toBeNull();
    expect(passkeyNameProblem("bad\u0007name")).toBe("Use letters, digits, spaces and punctuation only");
  });
});

describe("the record", () => {
  it("adds (trimmed), replaces and removes names by credential id, without changing the original", () => {
    const names = withName({}, "cred-1", " Phone ");
    expect(names).toEqual({ "cred-1": "Phone" });
    expect(withName(names, "cred-1", "Tablet")).toEqual({ "cred-1": "Tablet" });
    expect(withoutName(names, "cred-1")).toEqual({});
    expect(names).toEqual({ "cred-1": "Phone" });
  });

  it("shows this browser's name, else the pool's, else 'Passkey'", () => {
    expect(passkeyDisplayName({ id: "a", name: "Security key" }, { a: "Blue key" })).toBe("Blue key");
    expect(passkeyDisplayName({ id: "a", name: "Security key" }, {})).toBe("Security key");
    expect(passkeyDisplayName({ id: "a", name: "" }, {})).toBe("Passkey");
  });

  it("reads only well-formed entries; anything else counts as none", () => {
    expect(parseNames(JSON.stringify({ a: "Phone", b: 3, c: "", d: "x".repeat(99) }))).toEqual({ a: "Phone" });
    expect(parseNames("not json")).toEqual({});
    expect(parseNames("[1]")).toEqual({});
    expect(parseNames(null)).toEqual({});
  });
});

describe("storage", () => {
  it("round-trips through local storage under its key", () => {
    localStorage.clear();
    expect(writeNames(localStorage, { a: "Phone" })).toBe(true);
    expect(localStorage.getItem(PASSKEY_NAMES_KEY)).toBe('{"a":"Phone"}');
    expect(readNames(localStorage)).toEqual({ a: "Phone" });
  });

  it("a missing or refusing storage keeps nothing and says so", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readNames(refusing)).toEqual({});
    expect(writeNames(refusing, { a: "Phone" })).toBe(false);
    expect(readNames(null)).toEqual({});
    expect(writeNames(null, {})).toBe(false);
  });
});
