/**
 * Where the local pool departs on purpose from the deployed one (core/cognito/poolDefinition.ts): each a setting
 * AWS has too, kept as the emulator always had it because tests and benchmarks lean on it; the site's own code
 * works with the deployed values. infra/test/emulator-parity.test.ts fails on any other difference, and on a new
 * entry here until it is named there too.
 */
export const LOCAL_CHANGES = {
  /**
   * An hour instead of 5 minutes: the emulator and function suites assert hour-long tokens, and the e2e specs that
   * need expiry set their own (COGNITO_EMULATOR_TOKEN_VALIDITY_SECONDS, the clock-moving pool-token-expiry spec).
   */
  accessTokenValiditySeconds: 60 * 60,
  /** ALLOW_USER_PASSWORD_AUTH: test helpers, e2e support and the benchmarks sign in without SRP; the site never does. */
  allowUserPasswordAuth: true,
  /** ALLOW_ADMIN_USER_PASSWORD_AUTH: the emulator's own AdminInitiateAuth tests. */
  allowAdminUserPasswordAuth: true,
  /** Guest identities on the identity pool: its guest tests use them; the developer page never asks for one. */
  allowUnauthenticatedIdentities: true,
} as const;
