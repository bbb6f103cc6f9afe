/** Reading and removing the OAuth callback's result from the query. */
import { finishedResult, readCallbackResult, withoutCallbackResult } from "./callbackResult";
import { CONNECT_ERRORS, connectErrorMessage } from "../../core/calendar/connectErrors";

describe("callback result", () => {
  it("reads a connected provider or an error code, never text from the query", () => {
    expect(readCallbackResult("?connected=google")).toEqual({ kind: "connected", provider: "google" });
    expect(readCallbackResult("?error=access_denied&message=Call%20+1-555%20to%20restore%20access")).toEqual({
      kind: "error",
      code: "access_denied",
    });
    // An unknown code (a crafted link) reads as the generic failure.
    expect(readCallbackResult("?error=Your%20account%20is%20locked")).toEqual({ kind: "error", code: "failed" });
    expect(readCallbackResult("?connected=yahoo")).toBeNull();
    expect(readCallbackResult("")).toBeNull();
  });

  it("reads a connection to finish, and the finishing call's answer", () => {
    expect(readCallbackResult("?finish=microsoft")).toEqual({ kind: "finish", provider: "microsoft" });
    expect(readCallbackResult("?finish=yahoo")).toBeNull();
    expect(finishedResult({ connected: "microsoft" })).toEqual({ kind: "connected", provider: "microsoft" });
    expect(finishedResult({ error: "other_user" })).toEqual({ kind: "error", code: "other_user" });
    expect(finishedResult({ error: "Call us" })).toEqual({ kind: "error", code: "failed" });
    expect(finishedResult(null)).toEqual({ kind: "error", code: "failed" });
    expect(withoutCallbackResult("?finish=google&tab=2")).toBe("?tab=2");
  });

  it("words every code itself, naming the provider", () => {
    for (const code of CONNECT_ERRORS) expect(connectErrorMessage(code, "Google")).toMatch(/Google/);
    expect(connectErrorMessage("access_denied", "Microsoft")).toBe(
      "You did not allow access to your Microsoft calendar, so nothing was connected.",
    );
  });

  it("removes only the callback's keys", () => {
    expect(withoutCallbackResult("?connected=google")).toBe("");
    expect(withoutCallbackResult("?error=a&message=b&tab=2")).toBe("?tab=2");
  });
});
