/**
 * The verified caller, as session.ts hands it to the functions and the session cache (services.ts) keeps it. Its
 * own module so the services can name it without importing the session checks, which need the services.
 */
export interface Principal {
  sub: string;
  username: string;
  groups: string[];
  superAdmin: boolean;
  originJti?: string;
  /** The id token's `iat` (seconds): a token issued before the account lost a group is refused (account-marks.ts). */
  issuedAt?: number;
}
