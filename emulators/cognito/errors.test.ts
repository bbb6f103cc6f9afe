import { CognitoError, Errors, toWireError } from "./errors";

describe("error mapping", () => {
  it("serializes Cognito errors like the service: 400, x-amzn-ErrorType, {__type, message}", () => {
    const wire = toWireError(Errors.incorrectCredentials());
    expect(wire).toEqual({
      status: 400,
      headers: { "x-amzn-ErrorType": "NotAuthorizedException:" },
      body: { __type: "NotAuthorizedException", message: "Incorrect username or password." },
    });
  });

  it("hides unexpected errors behind InternalErrorException (500)", () => {
    const wire = toWireError(new TypeError("boom"));
    expect(wire.status).toBe(500);
    expect(wire.body.__type).toBe("InternalErrorException");
    expect(wire.body.message).not.toContain("boom");
  });

  it("uses the messages clients key on", () => {
    expect(Errors.deviceNotFound().message.toLowerCase()).toContain("device");
    expect(Errors.invalidParameter("User is already confirmed.").message).toBe("User is already confirmed.");
    expect(Errors.validation("username", "Member must have length less than or equal to 128").message).toBe(
      "1 validation error detected: Value at 'username' failed to satisfy constraint: Member must have length less than or equal to 128",
    );
    expect(Errors.enumValue("messageAction", "SURPRESS", ["RESEND", "SUPPRESS"]).message).toBe(
      "1 validation error detected: Value 'SURPRESS' at 'messageAction' failed to satisfy constraint: Member must satisfy enum value set: [RESEND, SUPPRESS]",
    );
    expect(Errors.invalidRefreshToken().message).toBe("Invalid Refresh Token.");
    expect(new CognitoError("LimitExceededException", "x").name).toBe("LimitExceededException");
  });
});
