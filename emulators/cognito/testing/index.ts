/**
 * The Cognito emulator's test helpers, for tests, benches and the e2e support only (product code may not import
 * testing/): an emulator per test with its clients and users, a software passkey authenticator, PKCE and token
 * decoding for the hosted UI, and the sign-in bench.
 */
export * from "./helpers";
export { pkce } from "./oauth-client";
export * from "./software-authenticator";
export { cognitoBench } from "./bench";
