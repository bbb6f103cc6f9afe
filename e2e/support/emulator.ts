/**
 * Where the e2e run's Cognito emulator listens (scripts/test-e2e.sh picks the port before the build; the
 * Playwright runner stores it in E2E_COGNITO_PORT, which the workers inherit) and the seed it starts from.
 */
import { DEFAULT_CLIENT_ID, DEFAULT_POOL_ID } from "../../emulators/cognito";

export function cognitoEmulator() {
  const port = Number(process.env.E2E_COGNITO_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("e2e: E2E_COGNITO_PORT is not set; run through npm run test:e2e (emulators on)");
  return {
    apiUrl: `http://127.0.0.1:${port}`,
    /** The hosted UI is addressed by host name, as GATSBY_COGNITO_DOMAIN is. */
    hostedUi: `http://localhost:${port}`,
    poolId: DEFAULT_POOL_ID,
    clientId: DEFAULT_CLIENT_ID,
  };
}

export { decodePayload, pkce } from "../../emulators/cognito/testing";
