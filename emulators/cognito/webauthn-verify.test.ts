/**
 * The verification wrapper against the test suite's software authenticator: a genuine ceremony passes, and every bent
 * field fails for the reason the callers map to Cognito's errors.
 */
import { randomBytes } from "node:crypto";
import { SoftwareAuthenticator } from "./testing/software-authenticator";
import { verifyAssertion, verifyRegistration, type StoredCredential } from "./webauthn-verify";

const ORIGINS = ["http://localhost:8000", "http://localhost:9000"];
const RP = "localhost";
const challenge = () => randomBytes(32).toString("base64url");
const creation = (c: string) => ({ challenge: c, rp: { id: RP }, user: { id: "dXNlcg" } });
const expectRegistration = (c: string, requireUserVerification = false) => ({
  challenge: c,
  origins: ORIGINS,
  rpId: RP,
  requireUserVerification,
});

async function registered(authenticator = new SoftwareAuthenticator()) {
  const c = challenge();
  const result = await verifyRegistration(authenticator.register(creation(c)), expectRegistration(c));
  if (!result.ok) throw new Error(result.detail);
  const credential: StoredCredential = {
    id: result.passkey.credentialId,
    publicKey: result.passkey.publicKey,
    counter: result.passkey.counter,
    transports: result.passkey.transports,
  };
  return { authenticator, credential };
}

const expectAssertion = (c: string, credential: StoredCredential, requireUserVerification = false) => ({
  challenge: c,
  origins: ORIGINS,
  rpId: RP,
  requireUserVerification,
  credential,
});

describe("verifyRegistration", () => {
  it("accepts a genuine none-attestation ES256 registration and reports what to store", async () => {
    const authenticator = new SoftwareAuthenticator();
    const c = challenge();
    const response = authenticator.register(creation(c));
    const result = await verifyRegistration(response, expectRegistration(c, true));
    expect(result).toMatchObject({
      ok: true,
      passkey: {
        credentialId: response.id,
        counter: 0,
        transports: ["internal", "hybrid"],
        authenticatorAttachment: "platform",
        aaguid: "00000000-0000-0000-0000-000000000000",
        userVerified: true,
      },
    });
  });

  it.each([
    ["challenge", { challenge: "bm90LXRoZS1jaGFsbGVuZ2U" }],
    ["origin", { origin: "http://evil.example:8000" }],
    ["origin", { origin: "http://127.0.0.1:8000" }],
    ["relyingParty", { rpId: "example.com" }],
    ["malformed", { type: "webauthn.get" }],
    ["userVerification", { userVerified: false }],
  ] as const)("refuses with reason %s when bent: %j", async (reason, bend) => {
    const c = challenge();
    const result = await verifyRegistration(new SoftwareAuthenticator().register(creation(c), bend), {
      ...expectRegistration(c),
      requireUserVerification: reason === "userVerification",
    });
    expect(result).toMatchObject({ ok: false, reason });
  });

  it("refuses malformed input without throwing", async () => {
    const c = challenge();
    const good = new SoftwareAuthenticator().register(creation(c));
    for (const bad of [
      null,
      "a string",
      [],
      { ...good, rawId: "other" },
      { ...good, type: "password" },
      { ...good, response: { ...good.response, attestationObject: "!!!" } },
      { ...good, response: { ...good.response, attestationObject: "AAAA" } },
      { ...good, response: { ...good.response, clientDataJSON: "bm90IGpzb24" } },
    ]) {
      await expect(verifyRegistration(bad, expectRegistration(c))).resolves.toMatchObject({
        ok: false,
        reason: "malformed",
      });
    }
  });
});

describe("verifyAssertion", () => {
  it("accepts a genuine assertion and reports the new counter", async () => {
    const { authenticator, credential } = await registered();
    const c = challenge();
    const response = authenticator.authenticate({ challenge: c, rpId: RP });
    await expect(verifyAssertion(response, expectAssertion(c, credential, true))).resolves.toEqual({
      ok: true,
      newCounter: 1,
      userVerified: true,
    });
  });

  it.each([
    ["challenge", { challenge: "c3RhbGU" }],
    ["origin", { origin: "https://localhost.evil.example" }],
    ["relyingParty", { rpId: "evil.example" }],
    ["userVerification", { userVerified: false }],
    ["counter", { counter: 0 }],
  ] as const)("refuses with reason %s when bent: %j", async (reason, bend) => {
    const { authenticator, credential } = await registered();
    credential.counter = 3;
    const c = challenge();
    const response = authenticator.authenticate({ challenge: c, rpId: RP }, bend);
    const result = await verifyAssertion(response, expectAssertion(c, credential, reason === "userVerification"));
    expect(result).toMatchObject({ ok: false, reason });
  });

  it("accepts authenticators that keep no counter (always 0), and refuses a counter going back", async () => {
    const { authenticator, credential } = await registered(new SoftwareAuthenticator(undefined, 0));
    const c = challenge();
    await expect(
      verifyAssertion(authenticator.authenticate({ challenge: c, rpId: RP }), expectAssertion(c, credential)),
    ).resolves.toMatchObject({ ok: true, newCounter: 0 });
    const counting = await registered();
    counting.credential.counter = 5;
    const d = challenge();
    const result = await verifyAssertion(
      counting.authenticator.authenticate({ challenge: d, rpId: RP }, { counter: 5 }),
      expectAssertion(d, counting.credential),
    );
    expect(result).toMatchObject({ ok: false, reason: "counter" });
  });

  it("refuses a signature by another key, and a tampered signature", async () => {
    const { authenticator, credential } = await registered();
    const other = await registered();
    const c = challenge();
    const signedByOther = other.authenticator.authenticate({ challenge: c, rpId: RP });
    const asIfOurs = { ...signedByOther, id: credential.id, rawId: credential.id };
    await expect(verifyAssertion(asIfOurs, expectAssertion(c, credential))).resolves.toMatchObject({
      ok: false,
      reason: "signature",
    });
    const genuine = authenticator.authenticate({ challenge: c, rpId: RP });
    const sig = Buffer.from(genuine.response.signature, "base64url");
    sig[sig.length - 1] = (sig[sig.length - 1] as number) ^ 0x01;
    const tampered = { ...genuine, response: { ...genuine.response, signature: sig.toString("base64url") } };
    await expect(verifyAssertion(tampered, expectAssertion(c, credential))).resolves.toMatchObject({
      ok: false,
      reason: "signature",
    });
  });
});
