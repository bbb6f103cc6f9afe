/**
 * Bad input never crashes the emulator: malformed JSON, unknown targets, wrong types, missing and
 * oversized fields all get HTTP 400 with a Cognito-shaped error, and it keeps answering.
 */
import net from "node:net";
import { OPERATIONS } from "../operations";
import {
  api,
  PASSWORDS,
  signInSimple,
  startTestEmulator,
  type ApiResponse,
  type TestEmulator,
} from "../testing/helpers";
import { SoftwareAuthenticator, type CreationOptions } from "../testing/software-authenticator";
import { mulberry32 } from "../../../test/mulberry32";
import { propertyRuns } from "../../../test/propertyRuns";

jest.setTimeout(120_000);

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator({ config: { maxBodyBytes: 64 * 1024 } });
});
afterAll(() => emu.stop());

function expectCognitoError(res: ApiResponse, context: string): void {
  const ok = res.status === 400 && typeof res.body.__type === "string" && typeof res.body.message === "string";
  if (!ok)
    throw new Error(
      `${context}: expected a 400 Cognito error, got ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
    );
  expect(res.headers.get("x-amzn-errortype")).toBe(`${res.body.__type as string}:`);
}

const FIELDS = [
  "ClientId",
  "Username",
  "Password",
  "AuthFlow",
  "AuthParameters",
  "ChallengeName",
  "ChallengeResponses",
  "Session",
  "AccessToken",
  "ConfirmationCode",
  "UserAttributes",
  "UserAttributeNames",
  "AttributeName",
  "Code",
  "DeviceKey",
  "DeviceSecretVerifierConfig",
  "DeviceRememberedStatus",
  "Limit",
  "PaginationToken",
  "Token",
  "MFAOptions",
  "SMSMfaSettings",
  "SoftwareTokenMfaSettings",
  "UserCode",
  "PreviousPassword",
  "ProposedPassword",
  "UserPoolId",
  "TemporaryPassword",
  "MessageAction",
  "GroupName",
  "Filter",
  "ClientMetadata",
  "EmailMfaSettings",
  "EmailMfaConfiguration",
  "WebAuthnConfiguration",
  "Credential",
  "CredentialId",
  "MaxResults",
  "NextToken",
  "__proto__",
  "constructor",
];

function randomValue(r: () => number, depth = 0): unknown {
  const pick = Math.floor(r() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return Math.floor(r() * 1e6) - 5e5;
    case 2:
      return r() < 0.5;
    case 3:
      return "";
    case 4:
      return "x".repeat(Math.floor(r() * 20000));
    case 5:
      return String.fromCharCode(...Array.from({ length: 40 }, () => Math.floor(r() * 0xd7ff)));
    case 6:
      return depth < 3 ? Array.from({ length: Math.floor(r() * 4) }, () => randomValue(r, depth + 1)) : [];
    case 7:
      return depth < 3 ? Object.fromEntries(FIELDS.slice(0, 6).map((f) => [f, randomValue(r, depth + 1)])) : {};
    case 8:
      return "admin@example.com";
    case 9:
      return "USER_SRP_AUTH";
    case 10:
      return { USERNAME: "admin@example.com", SRP_A: "00", PASSWORD: 5 };
    default:
      return "eyJhbGciOiJSUzI1NiJ9.e30.sig";
  }
}

describe("fuzz", () => {
  it("malformed bodies get SerializationException", async () => {
    const bodies = [
      "",
      "{",
      "}",
      "[]",
      "null",
      "42",
      '"str"',
      "{'single': 1}",
      '{"a":}',
      "\u0000\u0001",
      "[".repeat(50_000),
      '{"a":'.repeat(10_000),
    ];
    for (const body of bodies) {
      const res = await api(emu, "InitiateAuth", body);
      if (body === "") {
        // An empty body is an empty request: missing parameters.
        expectCognitoError(res, "empty body");
      } else {
        expectCognitoError(res, `body ${JSON.stringify(body.slice(0, 20))}`);
        expect(res.body.__type).toBe("SerializationException");
      }
    }
  });

  it("unknown, missing and odd targets get UnknownOperationException", async () => {
    for (const target of [
      "",
      "AWSCognitoIdentityProviderService.",
      "AWSCognitoIdentityProviderService.DoesNotExist",
      "Other.InitiateAuth",
      "AWSCognitoIdentityProviderService.__proto__",
      "AWSCognitoIdentityProviderService.constructor",
      "AWSCognitoIdentityProviderService.toString",
    ]) {
      const res = await fetch(`${emu.url}/`, {
        method: "POST",
        headers: { "X-Amz-Target": target, "Content-Type": "application/x-amz-json-1.1" },
        body: "{}",
      });
      const body = (await res.json()) as Record<string, unknown>;
      expectCognitoError({ status: res.status, headers: res.headers, body }, `target ${target}`);
      expect(body.__type).toBe("UnknownOperationException");
    }
  });

  it("oversized bodies are refused with 400, not a dropped connection", async () => {
    const big = JSON.stringify({ ClientId: emu.clientId, Username: "a".repeat(200_000) });
    const res = await api(emu, "SignUp", big);
    expectCognitoError(res, "oversized");
    expect(res.body.message).toContain("larger than");
  });

  it(`every operation answers ${propertyRuns(25)} random field sets, and missing and wrongly typed fields, with a 400`, async () => {
    const r = mulberry32(20261122);
    const ops = Object.keys(OPERATIONS);
    let count = 0;
    for (const op of ops) {
      const cases: unknown[] = [{}, { ClientId: null }, { ClientId: 123 }, { UserPoolId: [] }];
      for (let i = 0; i < propertyRuns(25); i++) {
        const payload: Record<string, unknown> = {};
        for (const f of FIELDS) if (r() < 0.4) payload[f] = randomValue(r);
        cases.push(payload);
      }
      for (const payload of cases) {
        const signed: Record<string, string> =
          r() < 0.5
            ? {
                Authorization:
                  "AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/cognito-idp/aws4_request, SignedHeaders=host, Signature=00",
              }
            : {};
        const res = await api(emu, op, payload, signed);
        expectCognitoError(res, `${op} ${JSON.stringify(payload).slice(0, 200)}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(ops.length * propertyRuns(25));
  });

  it("operations with a valid client but malformed parameters also answer 400", async () => {
    const c = emu.clientId;
    const cases: Array<[string, unknown]> = [
      ["InitiateAuth", { ClientId: c, AuthFlow: "USER_SRP_AUTH", AuthParameters: [] }],
      [
        "InitiateAuth",
        { ClientId: c, AuthFlow: "USER_SRP_AUTH", AuthParameters: { USERNAME: "admin@example.com", SRP_A: "zz" } },
      ],
      [
        "InitiateAuth",
        { ClientId: c, AuthFlow: "USER_SRP_AUTH", AuthParameters: { USERNAME: "admin@example.com", SRP_A: "0" } },
      ],
      ["InitiateAuth", { ClientId: c, AuthFlow: "USER_SRP_AUTH", AuthParameters: { USERNAME: "admin@example.com" } }],
      ["InitiateAuth", { ClientId: c, AuthFlow: "NOPE", AuthParameters: {} }],
      [
        "InitiateAuth",
        { ClientId: c, AuthFlow: "REFRESH_TOKEN_AUTH", AuthParameters: { REFRESH_TOKEN: "x".repeat(5000) } },
      ],
      [
        "InitiateAuth",
        {
          ClientId: c,
          AuthFlow: "USER_AUTH",
          AuthParameters: {
            PREFERRED_CHALLENGE: "PASSWORD",
            USERNAME: "admin@example.com",
            PASSWORD: "x".repeat(3000),
          },
        },
      ],
      ["RespondToAuthChallenge", { ClientId: c, ChallengeName: "PASSWORD_VERIFIER", ChallengeResponses: {} }],
      [
        "RespondToAuthChallenge",
        {
          ClientId: c,
          ChallengeName: "PASSWORD_VERIFIER",
          Session: "s".repeat(100),
          ChallengeResponses: { USERNAME: "a" },
        },
      ],
      [
        "RespondToAuthChallenge",
        { ClientId: c, ChallengeName: "SMS_MFA", Session: "s".repeat(5000), ChallengeResponses: { USERNAME: "a" } },
      ],
      [
        "RespondToAuthChallenge",
        {
          ClientId: c,
          ChallengeName: "CUSTOM_CHALLENGE",
          Session: "s".repeat(100),
          ChallengeResponses: { USERNAME: "a" },
        },
      ],
      ["RespondToAuthChallenge", { ClientId: c, ChallengeName: "WHATEVER", ChallengeResponses: { USERNAME: "a" } }],
      [
        "SignUp",
        {
          ClientId: c,
          Username: "u@example.com",
          Password: "long-enough-1",
          UserAttributes: [{ Name: "x".repeat(100), Value: "v" }],
        },
      ],
      [
        "SignUp",
        {
          ClientId: c,
          Username: "u2@example.com",
          Password: "long-enough-1",
          UserAttributes: [{ Name: "__proto__", Value: "v" }],
        },
      ],
      ["SignUp", { ClientId: c, Username: "u3@example.com", Password: "long-enough-1", UserAttributes: "email" }],
      ["SignUp", { ClientId: c, Username: "u".repeat(200), Password: "long-enough-1" }],
      ["ConfirmSignUp", { ClientId: c, Username: "admin@example.com", ConfirmationCode: "1 2" }],
      ["AssociateSoftwareToken", {}],
      ["AssociateSoftwareToken", { AccessToken: "a.b.c", Session: "s".repeat(30) }],
      ["VerifySoftwareToken", { Session: "s".repeat(30), UserCode: "abcdef" }],
      ["RevokeToken", { ClientId: c }],
      ["GetUser", { AccessToken: "not a token" }],
      ["ListDevices", { AccessToken: "a.b.c", Limit: "ten" }],
    ];
    for (const [op, payload] of cases)
      expectCognitoError(await api(emu, op, payload), `${op} ${JSON.stringify(payload).slice(0, 120)}`);
  });

  it("passkey ceremonies answer mangled credentials with a 400, whatever field is bent", async () => {
    const r = mulberry32(20260317);
    const { session } = await signInSimple(emu, "admin@example.com", PASSWORDS.admin);
    const AccessToken = session.getAccessToken().getJwtToken();
    const authenticator = new SoftwareAuthenticator();
    /** A genuine credential with one field (top level or in `response`) replaced by a random value. */
    const mangle = (genuine: Record<string, unknown>) => {
      const copy = JSON.parse(JSON.stringify(genuine)) as Record<string, Record<string, unknown>>;
      const inner = r() < 0.6;
      const target = inner ? (copy.response as Record<string, unknown>) : copy;
      const keys = Object.keys(target);
      target[keys[Math.floor(r() * keys.length)] as string] = randomValue(r);
      return copy;
    };
    const admin = emu.context.store.state.users["admin@example.com"]!;
    for (let i = 0; i < 40; i++) {
      admin.passkeys = []; // a mangled field nobody reads may still register: keep below the per-user limit
      const started = await api(emu, "StartWebAuthnRegistration", { AccessToken });
      const options = started.body.CredentialCreationOptions as CreationOptions;
      const res = await api(emu, "CompleteWebAuthnRegistration", {
        AccessToken,
        Credential: mangle(authenticator.register(options)),
      });
      // A mangled field the verifier does not read (clientExtensionResults) may still register.
      if (res.status !== 200) expectCognitoError(res, `CompleteWebAuthnRegistration #${i}`);
    }
    admin.passkeys = [];
    const started = await api(emu, "StartWebAuthnRegistration", { AccessToken });
    await api(emu, "CompleteWebAuthnRegistration", {
      AccessToken,
      Credential: authenticator.register(started.body.CredentialCreationOptions as CreationOptions),
    });
    for (let i = 0; i < 40; i++) {
      const init = await api(emu, "InitiateAuth", {
        ClientId: emu.clientId,
        AuthFlow: "USER_AUTH",
        AuthParameters: { USERNAME: "admin@example.com", PREFERRED_CHALLENGE: "WEB_AUTHN" },
      });
      const options = JSON.parse(
        (init.body.ChallengeParameters as Record<string, string>).CREDENTIAL_REQUEST_OPTIONS as string,
      );
      const genuine = authenticator.authenticate(options);
      const res = await api(emu, "RespondToAuthChallenge", {
        ClientId: emu.clientId,
        ChallengeName: "WEB_AUTHN",
        Session: init.body.Session,
        ChallengeResponses: { USERNAME: "admin@example.com", CREDENTIAL: JSON.stringify(mangle(genuine)) },
      });
      if (res.status !== 200) expectCognitoError(res, `WEB_AUTHN #${i}`);
    }
    expect(admin.passkeys).toHaveLength(1);
  });

  it("survives garbage at the HTTP level", async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(emu.port, "127.0.0.1", () => socket.write("THIS IS NOT HTTP\r\n\r\n"));
      socket.on("data", () => undefined);
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
    const odd = await fetch(`${emu.url}/%E0%A4%A?x=%ZZ`);
    expect(odd.status).toBe(404);
    const hosted = await fetch(`${emu.url}/oauth2/token`, { method: "POST", body: "\u0000" });
    expect(hosted.status).toBe(400);
  });

  it("still signs users in afterwards", async () => {
    const { session } = await signInSimple(emu, "super.admin@example.com", PASSWORDS.super);
    expect(session.isValid()).toBe(true);
    expect((await fetch(`${emu.url}/health`)).status).toBe(200);
  });
});
