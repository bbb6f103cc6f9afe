/**
 * The site table's partitions. Every part of the functions keeps its items under a partition key prefix of its
 * own, so none can read or overwrite another's (docs/architecture.md, "The site table"):
 *
 *   USER#<sub>                 a user's own items: calendar connections, preferences, overrides, un-merges and
 *                              locks (server/calendar/store/keys.ts), security state and devices
 *                              (server/security/store.ts)
 *   USER#<sub>#<kind>          more of a user's items, kept apart from the one Query that reads USER#<sub>:
 *                              #LOCK-LINES (calendar), #SIGN-INS (step-up, TTL)
 *   AUTH#PENDING-REVOCATION    the sign-out queue (server/auth/pending-revocations.ts, TTL)
 *   ACCOUNT#MARK               accounts erased or cut from a group, refused at once (server/auth/account-marks.ts, TTL)
 *   CONTACT#<email|ip>#<hash>  the contact form's rate-limit windows (server/contact/rate-limit.ts, TTL)
 *   AUDIT#users, SIGNIN#users  the user console's audit trail and last sign-ins (server/users/audit.ts)
 *
 * The user's partitions are named only by the verified Cognito `sub`: no key a request could name reaches
 * another user's items.
 */

/** The partition of everything one user owns. */
export const userPk = (sub: string) => `USER#${sub}`;
