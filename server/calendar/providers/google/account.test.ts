import { fakeFetch } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createGoogleProvider } from ".";

function setup() {
  const fake = fakeFetch();
  return { fake, provider: createGoogleProvider(testSettings().google, { fetch: fake.fetch }) };
}

describe("Google account", () => {
  test("reads userinfo: sub, email and name", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { sub: "1098", email: "ada@example.com", email_verified: true, name: "Ada L" } });
    expect(await provider.account("at-1")).toEqual({ id: "1098", email: "ada@example.com", name: "Ada L" });
    expect(fake.requests[0]?.url.href).toBe(`${STAND_IN.GOOGLE_API_URL}/oauth2/v3/userinfo`);
    expect(fake.requests[0]?.headers.get("authorization")).toBe("Bearer at-1");
  });

  test("the name is optional", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { sub: "1098", email: "ada@example.com" } });
    expect(await provider.account("at-1")).toEqual({ id: "1098", email: "ada@example.com" });
  });

  test("an answer without sub or email is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { sub: "1098" } });
    await expect(provider.account("at-1")).rejects.toMatchObject({
      provider: "google",
      operation: "account",
      kind: "provider_error",
    });
  });

  test("401 is 'unauthorized'", async () => {
    const { fake, provider } = setup();
    fake.reply({ status: 401, json: { error: "invalid_request", error_description: "Invalid Credentials" } });
    await expect(provider.account("at-1")).rejects.toMatchObject({ kind: "unauthorized", status: 401 });
  });
});
