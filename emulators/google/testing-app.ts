/** Google ends refresh tokens of apps in testing (an unverified consent screen) seven days after consent. */
export const TESTING_APP_REFRESH_MS = 7 * 24 * 60 * 60 * 1000;
