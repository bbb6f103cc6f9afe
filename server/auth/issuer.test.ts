import { tokenSourceFor } from "./issuer";

describe("tokenSourceFor", () => {
  it("derives a real pool's issuer and JWKS from the pool id", () => {
    expect(tokenSourceFor({ userPoolId: "eu-west-1_AbC123", endpoint: "" })).toEqual({
      issuers: [
        "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123",
        "https://issuer-cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123",
      ],
      jwksUri: "https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_AbC123/.well-known/jwks.json",
    });
  });

  it("follows the emulator: <endpoint>/<pool>, any loopback spelling, JWKS from the reachable endpoint", () => {
    expect(tokenSourceFor({ userPoolId: "us-east-1_LocalPool1", endpoint: "http://127.0.0.1:9229/" })).toEqual({
      issuers: [
        "http://127.0.0.1:9229/us-east-1_LocalPool1",
        "http://localhost:9229/us-east-1_LocalPool1",
        "http://[::1]:9229/us-east-1_LocalPool1",
      ],
      jwksUri: "http://127.0.0.1:9229/us-east-1_LocalPool1/.well-known/jwks.json",
    });
  });

  it("takes a non-loopback endpoint (with a path) literally", () => {
    expect(tokenSourceFor({ userPoolId: "us-east-1_P", endpoint: "https://idp.example/cognito/" })).toEqual({
      issuers: ["https://idp.example/cognito/us-east-1_P"],
      jwksUri: "https://idp.example/cognito/us-east-1_P/.well-known/jwks.json",
    });
  });

  it("prefers COGNITO_ISSUER when set", () => {
    const issuer = "https://cognito-idp.us-east-1.amazonaws.com/us-east-1_P";
    expect(tokenSourceFor({ userPoolId: "us-east-1_P", endpoint: "https://vpce.example/", issuer })).toEqual({
      issuers: [issuer],
      jwksUri: `${issuer}/.well-known/jwks.json`,
    });
  });
});
