import { checkCode, codeError, generateCode, issueCode } from "./codes";

describe("one-time codes", () => {
  it("are 6 random digits", () => {
    const codes = new Set(Array.from({ length: 200 }, generateCode));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });

  it("accept the right code before expiry only", () => {
    const rec = issueCode(1000, 60_000, "123456");
    expect(checkCode(rec, "123456", 2000, 5)).toBe("ok");
    expect(checkCode(rec, "123456", 61_000, 5)).toBe("expired");
    expect(checkCode(undefined, "123456", 2000, 5)).toBe("mismatch");
  });

  it("lock after too many wrong guesses, even for the right code afterwards", () => {
    const rec = issueCode(0, 60_000, "123456");
    for (let i = 0; i < 4; i++) expect(checkCode(rec, "000000", 1, 5)).toBe("mismatch");
    expect(checkCode(rec, "000000", 1, 5)).toBe("locked");
    expect(checkCode(rec, "123456", 1, 5)).toBe("locked");
    expect(rec.failures).toBe(5);
  });

  it("map to Cognito's exceptions", () => {
    expect(codeError("mismatch").type).toBe("CodeMismatchException");
    expect(codeError("expired").type).toBe("ExpiredCodeException");
    expect(codeError("locked").type).toBe("LimitExceededException");
    expect(checkCode(issueCode(0, 10, "123456"), 123456, 1, 5)).toBe("mismatch");
  });
});
