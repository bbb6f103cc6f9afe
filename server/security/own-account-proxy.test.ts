/**
 * The own-account proxy's plan for each call (pure) and the body it forwards: only the fields the operation takes
 * (as Cognito's API reference gives them), re-serialized, never the browser's bytes; anything else refused in
 * Cognito's error format.
 */
import { forward, planCall, type ProxyPlan } from "./own-account-proxy";

const target = (operation: string) => `AWSCognitoIdentityProviderService.${operation}`;
const plan = (operation: string, body: unknown) => planCall(target(operation), body);
const refusal = (p: ProxyPlan) => (p.kind === "refuse" ? [p.error.status, p.error.type, p.error.message] : p.kind);
const token = "header.claims.signature";

describe("planCall: the fields each operation takes", () => {
  // What amazon-cognito-identity-js and the account page send (src/auth/cognito/accountServices.ts).
  it.each([
    ["GetUser", {}],
    ["UpdateUserAttributes", { UserAttributes: [{ Name: "name", Value: "Ada" }], ClientMetadata: { a: "b" } }],
    ["DeleteUserAttributes", { UserAttributeNames: ["name"] }],
    ["GetUserAttributeVerificationCode", { AttributeName: "email" }],
    ["VerifyUserAttribute", { AttributeName: "email", Code: "123456" }],
    ["ListDevices", { Limit: 60, PaginationToken: "next-page" }],
    ["GetDevice", { DeviceKey: "us-east-1_0000-0000" }],
    ["UpdateDeviceStatus", { DeviceKey: "us-east-1_0000-0000", DeviceRememberedStatus: "not_remembered" }],
    ["ForgetDevice", { DeviceKey: "us-east-1_0000-0000" }],
    ["GlobalSignOut", {}],
    ["ListWebAuthnCredentials", { NextToken: "p2", MaxResults: 20 }],
  ])("%s: forwards its fields, the token apart", (operation, fields) => {
    const p = plan(operation, { AccessToken: token, ...fields });
    expect(p).toMatchObject({ kind: "forward", operation, accessToken: token });
    expect(p.kind === "forward" && p.params).toEqual(fields);
  });

  it("refuses a field the operation does not take, naming it, in Cognito's error format", () => {
    expect(refusal(plan("GetUser", { AccessToken: token, Username: "someone.else" }))).toEqual([
      400,
      "InvalidParameterException",
      'GetUser does not take "Username".',
    ]);
    expect(refusal(plan("GlobalSignOut", { AccessToken: token, ClientId: "x" }))[1]).toBe("InvalidParameterException");
    expect(
      refusal(
        plan("UpdateUserAttributes", { AccessToken: token, UserAttributes: [{ Name: "name", Value: "A", x: 1 }] }),
      ),
    ).toEqual([400, "InvalidParameterException", 'UpdateUserAttributes does not take "x" in UserAttributes[0].']);
    // A "__proto__" key is a field like any other, not a way to lend the body fields it does not have.
    const polluted = JSON.parse('{"AccessToken":"t.t.t","__proto__":{"UserAttributes":[]}}') as unknown;
    expect(refusal(plan("UpdateUserAttributes", polluted))).toEqual([
      400,
      "InvalidParameterException",
      'UpdateUserAttributes does not take "__proto__".',
    ]);
  });

  it("refuses a field of the wrong type as Cognito does (SerializationException), naming the field", () => {
    expect(refusal(plan("ListDevices", { AccessToken: token, Limit: "10" }))).toEqual([
      400,
      "SerializationException",
      "Unexpected value type for Limit: expected integer.",
    ]);
    expect(refusal(plan("UpdateUserAttributes", { AccessToken: token, UserAttributes: { Name: "email" } }))).toEqual([
      400,
      "SerializationException",
      "Unexpected value type for UserAttributes: expected list.",
    ]);
    expect(
      refusal(plan("UpdateUserAttributes", { AccessToken: token, UserAttributes: [{ Name: "email", Value: 7 }] })),
    ).toEqual([400, "SerializationException", "Unexpected value type for UserAttributes[0].Value: expected string."]);
    expect(
      refusal(
        plan("GetUserAttributeVerificationCode", { AccessToken: token, AttributeName: "email", ClientMetadata: [] }),
      ),
    ).toEqual([400, "SerializationException", "Unexpected value type for ClientMetadata: expected map."]);
    expect(refusal(plan("ListDevices", { AccessToken: token, Limit: 1.5 }))[1]).toBe("SerializationException");
  });

  it("refuses a missing field and a value outside Cognito's limits, without echoing it", () => {
    expect(refusal(plan("UpdateUserAttributes", { AccessToken: token }))).toEqual([
      400,
      "InvalidParameterException",
      "Missing required parameter UserAttributes",
    ]);
    expect(refusal(plan("ListDevices", { AccessToken: token, Limit: 61 }))).toEqual([
      400,
      "InvalidParameterException",
      "Invalid value for Limit: must be less than or equal to 60.",
    ]);
    const status = refusal(
      plan("UpdateDeviceStatus", { AccessToken: token, DeviceKey: "k_1", DeviceRememberedStatus: "forever" }),
    );
    expect(status).toEqual([
      400,
      "InvalidParameterException",
      "Invalid value for DeviceRememberedStatus: must be one of remembered, not_remembered.",
    ]);
    const long = refusal(
      plan("UpdateUserAttributes", { AccessToken: token, UserAttributes: [{ Name: "x".repeat(33), Value: "" }] }),
    );
    expect(long).toEqual([
      400,
      "InvalidParameterException",
      "Invalid value for UserAttributes[0].Name: must have length less than or equal to 32.",
    ]);
    expect(refusal(plan("VerifyUserAttribute", { AccessToken: token, AttributeName: "email", Code: "" }))[1]).toBe(
      "InvalidParameterException",
    );
  });

  it("refuses a body that is not a JSON object, and still names a missing token or a foreign operation first", () => {
    for (const body of [[], "text", 5, null])
      expect(refusal(plan("GetUser", body))).toEqual([
        400,
        "SerializationException",
        "The body must be a JSON object.",
      ]);
    expect(refusal(plan("GetUser", {}))).toEqual([400, "NotAuthorizedException", "Missing access token."]);
    expect(refusal(plan("GetUser", { AccessToken: 5 }))[1]).toBe("NotAuthorizedException");
    expect(refusal(plan("ChangePassword", { AccessToken: token, PreviousPassword: "a" }))[1]).toBe(
      "NotAuthorizedException",
    );
    expect(refusal(plan("toString", { AccessToken: token }))[1]).toBe("NotAuthorizedException");
    expect(refusal(planCall("Other.GetUser", {}))[1]).toBe("UnknownOperationException");
    expect(refusal(planCall(["a", "b"], {}))[1]).toBe("UnknownOperationException");
  });

  it("reads a JSON null as absent, as Cognito does, and does not forward it", () => {
    const p = plan("ListDevices", { AccessToken: token, Limit: 10, PaginationToken: null });
    expect(p.kind === "forward" && p.params).toEqual({ Limit: 10 });
  });
});

describe("planCall: step-up and changes of address", () => {
  const planned = (operation: string, fields: Record<string, unknown>) => {
    const p = plan(operation, { AccessToken: token, ...fields });
    return p.kind === "forward" ? { stepUp: p.stepUp, contact: p.contact } : p.error.type;
  };

  it("asks for step-up, and marks a change of address, for e-mail and phone only", () => {
    const attrs = (...names: string[]) => ({ UserAttributes: names.map((Name) => ({ Name, Value: "x" })) });
    expect(planned("UpdateUserAttributes", attrs("name"))).toEqual({ stepUp: false, contact: null });
    expect(planned("UpdateUserAttributes", attrs("name", "email"))).toEqual({ stepUp: true, contact: "change" });
    expect(planned("DeleteUserAttributes", { UserAttributeNames: ["phone_number"] })).toEqual({
      stepUp: true,
      contact: "change",
    });
    expect(planned("VerifyUserAttribute", { AttributeName: "email", Code: "1" })).toEqual({
      stepUp: false,
      contact: "verify",
    });
    expect(planned("UpdateDeviceStatus", { DeviceKey: "k_1" })).toEqual({ stepUp: true, contact: null });
    expect(planned("UpdateDeviceStatus", { DeviceKey: "k_1", DeviceRememberedStatus: "not_remembered" })).toEqual({
      stepUp: false,
      contact: null,
    });
  });
});

describe("forward", () => {
  it("sends the parsed fields and the token as Cognito issued it, nothing else", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response('{"Devices":[]}', { status: 200, headers: { "content-type": "application/x-amz-json-1.1" } });
    }) as unknown as typeof fetch;
    const p = plan("ListDevices", { AccessToken: "split.token.sealed", Limit: 10, PaginationToken: null });
    if (p.kind !== "forward") throw new Error("refused");
    const answer = await forward("https://cognito.example/", p.operation, p.params, "split.token.restored", fakeFetch);
    expect(answer).toEqual({ status: 200, contentType: "application/x-amz-json-1.1", body: '{"Devices":[]}' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.headers).toEqual({
      "Content-Type": "application/x-amz-json-1.1",
      "X-Amz-Target": "AWSCognitoIdentityProviderService.ListDevices",
    });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ Limit: 10, AccessToken: "split.token.restored" });
  });
});
