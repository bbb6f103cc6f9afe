/** Reading and removing the OAuth callback's result from the query. */
import { readCallbackResult, withoutCallbackResult } from "./callbackResult";

describe("callback result", () => {
  it("reads a connected provider or an error with its message", () => {
    expect(readCallbackResult("?connected=google")).toEqual({ kind: "connected", provider: "google" });
    expect(readCallbackResult("?error=access_denied&message=You%20said%20no.")).toEqual({
      kind: "error",
      code: "access_denied",
      message: "You said no.",
    });
    expect(readCallbackResult("?error=x")).toMatchObject({ message: "The calendar could not be connected." });
    expect(readCallbackResult("?connected=yahoo")).toBeNull();
    expect(readCallbackResult("")).toBeNull();
  });

  it("removes only the callback's keys", () => {
    expect(withoutCallbackResult("?connected=google")).toBe("");
    expect(withoutCallbackResult("?error=a&message=b&tab=2")).toBe("?tab=2");
  });
});
