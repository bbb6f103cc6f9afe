import { ApiError } from "../http";
import { passwordChangeError, passwordChangeInput } from "./password";

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, details: err.details };
    throw err;
  }
  throw new Error("expected a refusal");
}

const cognito = (name: string, message: string) => Object.assign(new Error(message), { name });

describe("passwordChangeInput", () => {
  it("names each missing or oversized field", () => {
    expect(refusal(() => passwordChangeInput({}))).toEqual({
      status: 400,
      code: "InvalidRequest",
      details: {
        fields: { previousPassword: "Enter your current password.", proposedPassword: "Enter your new password." },
      },
    });
    expect(
      refusal(() => passwordChangeInput({ previousPassword: "x", proposedPassword: "y".repeat(257) })).details,
    ).toEqual({
      fields: { proposedPassword: "The new password is too long (at most 256 characters)." },
    });
    expect(passwordChangeInput({ previousPassword: "old", proposedPassword: "new" })).toEqual({
      previousPassword: "old",
      proposedPassword: "new",
    });
  });
});

describe("passwordChangeError", () => {
  it("puts Cognito's refusals under the right field, or ends the session", () => {
    const wrong = passwordChangeError(cognito("NotAuthorizedException", "Incorrect username or password."));
    expect([wrong.status, wrong.details]).toEqual([
      400,
      { fields: { previousPassword: "That is not your current password." } },
    ]);
    const revoked = passwordChangeError(cognito("NotAuthorizedException", "Access Token has been revoked"));
    expect([revoked.status, revoked.code]).toEqual([401, "InvalidSession"]);
    const weak = passwordChangeError(
      cognito("InvalidPasswordException", "Password did not conform with policy: too short"),
    );
    expect(weak.details).toEqual({ fields: { proposedPassword: "Password did not conform with policy: too short" } });
    const many = passwordChangeError(cognito("LimitExceededException", "Attempt limit exceeded"));
    expect([many.status, many.code, many.headers["Retry-After"]]).toEqual([429, "TooManyAttempts", "300"]);
  });

  it("answers 503 for anything else, and logs it", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(passwordChangeError(cognito("InternalErrorException", "boom")).status).toBe(503);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});
