import { COGNITO_IDP_NAME, parseSocialProviders } from "./socialProviders";

describe("parseSocialProviders", () => {
  it("keeps the known providers in a fixed order", () => {
    expect(parseSocialProviders(" Google , Amazon,Apple,Facebook ")).toEqual({
      providers: ["Amazon", "Apple", "Facebook", "Google"],
      problems: [],
    });
    expect(parseSocialProviders(undefined)).toEqual({ providers: [], problems: [] });
    expect(parseSocialProviders("")).toEqual({ providers: [], problems: [] });
  });

  it("names an unknown provider and what was expected", () => {
    expect(parseSocialProviders("Google,Twitter")).toEqual({
      providers: ["Google"],
      problems: [
        'GATSBY_AUTH_SOCIAL_PROVIDERS: "Twitter" is not a supported provider; expected any of Amazon, Apple, Facebook, Google.',
      ],
    });
  });

  it("maps each provider to Cognito's identity_provider name", () => {
    expect(COGNITO_IDP_NAME).toEqual({
      Amazon: "LoginWithAmazon",
      Apple: "SignInWithApple",
      Facebook: "Facebook",
      Google: "Google",
    });
  });
});
