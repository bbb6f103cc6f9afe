import { ProviderError } from "../provider";
import { fakeFetch } from "../../testing/fake-fetch";
import { STAND_IN, testSettings } from "../../testing/settings";
import { createMicrosoftProvider } from ".";

function setup() {
  const fake = fakeFetch();
  return { fake, provider: createMicrosoftProvider(testSettings().microsoft, { fetch: fake.fetch }) };
}

describe("Microsoft account", () => {
  test("reads /me: id, mail and display name", async () => {
    const { fake, provider } = setup();
    fake.reply({
      json: {
        id: "u-1",
        mail: "ada@contoso.com",
        userPrincipalName: "ada@contoso.onmicrosoft.com",
        displayName: "Ada",
      },
    });
    expect(await provider.account("at-1")).toEqual({ id: "u-1", email: "ada@contoso.com", name: "Ada" });
    const [request] = fake.requests;
    expect(request?.endpoint).toBe(`${STAND_IN.MICROSOFT_GRAPH_URL}/v1.0/me`);
    expect(request?.url.searchParams.get("$select")).toBe("id,mail,userPrincipalName,displayName");
    expect(request?.headers.get("authorization")).toBe("Bearer at-1");
  });

  test("falls back to the user principal name when mail is null (personal accounts)", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { id: "u-2", mail: null, userPrincipalName: "ada@outlook.com" } });
    expect(await provider.account("at-1")).toEqual({ id: "u-2", email: "ada@outlook.com" });
  });

  test("an answer without an id is a 'provider_error'", async () => {
    const { fake, provider } = setup();
    fake.reply({ json: { mail: "ada@contoso.com" } });
    await expect(provider.account("at-1")).rejects.toMatchObject({ operation: "account", kind: "provider_error" });
  });

  test("401 is 'unauthorized'", async () => {
    const { fake, provider } = setup();
    fake.reply({ status: 401, json: { error: { code: "InvalidAuthenticationToken", message: "expired" } } });
    const error: unknown = await provider.account("at-1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ provider: "microsoft", operation: "account", kind: "unauthorized" });
  });
});
