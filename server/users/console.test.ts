import { ApiError } from "../http";
import { adminError, mapLimited, mfaMethods } from "./cognito-admin";
import { actionInput, inviteInput } from "./console";
import { credentialsProblem, usersSettingsFrom } from "./settings";
import { siteTableSettingsFrom } from "../db/settings";

function refusal(fn: () => unknown): { status: number; code: string; details: unknown } {
  try {
    fn();
  } catch (err) {
    if (err instanceof ApiError) return { status: err.status, code: err.code, details: err.details };
    throw err;
  }
  throw new Error("expected a refusal");
}

describe("inviteInput", () => {
  it("takes a trimmed, lower-cased address", () => {
    expect(inviteInput({ email: "  New.Person@Example.com " })).toEqual({ email: "new.person@example.com" });
  });
  it("answers 400 with a message for the field", () => {
    expect(refusal(() => inviteInput({}))).toEqual({
      status: 400,
      code: "InvalidRequest",
      details: { fields: { email: "Enter the e-mail address of the person to invite." } },
    });
    expect(refusal(() => inviteInput({ email: "  " })).details).toEqual({
      fields: { email: "Enter the e-mail address of the person to invite." },
    });
    expect(refusal(() => inviteInput({ email: "not-an-address" })).details).toEqual({
      fields: { email: "Enter an e-mail address like name@example.com." },
    });
    expect(refusal(() => inviteInput({ email: `${"a".repeat(250)}@example.com` })).details).toEqual({
      fields: { email: "The e-mail address is too long (at most 254 characters)." },
    });
    expect(refusal(() => inviteInput({ email: "a@example.com", role: "Admins" })).details).toEqual({
      fields: { role: "Unknown field." },
    });
  });
});

describe("actionInput", () => {
  it("takes a user name and one of the five actions", () => {
    expect(actionInput({ username: "a@example.com", action: "resetMfa" })).toEqual({
      username: "a@example.com",
      action: "resetMfa",
    });
  });
  it("names every bad field", () => {
    expect(refusal(() => actionInput({ action: "delete" })).details).toEqual({
      fields: {
        username: "Name the user to act on.",
        action: "The action must be one of: disable, enable, addAdmin, removeAdmin, resetMfa.",
      },
    });
    expect(refusal(() => actionInput({ username: "x".repeat(129), action: "enable" })).details).toEqual({
      fields: { username: "The user name is too long (at most 128 characters)." },
    });
  });
});

describe("adminError", () => {
  const err = (name: string, message = "m") => Object.assign(new Error(message), { name });
  it("maps Cognito's errors to the functions' answers", () => {
    expect(adminError("AdminGetUser", err("UserNotFoundException"))).toMatchObject({ status: 404, code: "NotFound" });
    expect(adminError("AdminCreateUser", err("UsernameExistsException"))).toMatchObject({
      status: 409,
      code: "UserExists",
    });
    const spy = jest.spyOn(console, "error").mockImplementation(() => undefined);
    // Cognito's words (which can quote settings or input) go to the log, not to the page.
    const refused = adminError("AdminCreateUser", err("InvalidParameterException", "Bad value for pool us-east-1_X"));
    expect(refused).toMatchObject({
      status: 400,
      message: "The user pool refused the request (InvalidParameterException).",
    });
    expect(JSON.stringify(refused)).not.toContain("us-east-1_X");
    expect(spy).toHaveBeenCalledWith(expect.stringContaining("Bad value for pool us-east-1_X"));
    const missing = adminError("AdminAddUserToGroup", err("ResourceNotFoundException", "Group Admins not found"));
    expect(missing).toMatchObject({ status: 500, code: "ServerMisconfigured" });
    expect(JSON.stringify(missing)).not.toContain("Group Admins");
    expect(adminError("ListUsers", err("CredentialsProviderError"))).toMatchObject({
      status: 500,
      code: "ServerMisconfigured",
    });
    expect(adminError("ListUsers", err("AccessDeniedException"))).toMatchObject({ status: 500 });
    expect(adminError("ListUsers", err("TimeoutError"))).toMatchObject({ status: 503 });
    spy.mockRestore();
  });
});

describe("helpers", () => {
  it("mfaMethods names the methods turned on", () => {
    expect(mfaMethods(["SOFTWARE_TOKEN_MFA", "SMS_MFA"])).toEqual(["TOTP", "SMS"]);
    expect(mfaMethods(undefined)).toEqual([]);
  });
  it("mapLimited keeps the order and the limit", async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, n));
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
  it("credentialsProblem wants both admin credentials or neither", () => {
    const cognito = { userPoolId: "us-east-1_X", clientId: "c", endpoint: "", hostedUiDomain: "" };
    const table = siteTableSettingsFrom({});
    const at = (env: Record<string, string>) => credentialsProblem(usersSettingsFrom(env, cognito, table));
    expect(at({})).toBeNull();
    expect(at({ COGNITO_ADMIN_ACCESS_KEY_ID: "a", COGNITO_ADMIN_SECRET_ACCESS_KEY: "b" })).toBeNull();
    expect(at({ COGNITO_ADMIN_ACCESS_KEY_ID: "a" })).toMatch(/^COGNITO_ADMIN_SECRET_ACCESS_KEY is empty/);
  });
});
