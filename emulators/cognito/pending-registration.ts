/**
 * A passkey registration started and not yet completed, as the context remembers it per user (passkey-registration.ts
 * starts and completes it). Its own module so the context can hold these without importing the registration.
 */
import type { UserVerification } from "./webauthn-settings";

export interface PendingRegistration {
  challenge: string;
  clientId: string;
  rpId: string;
  userVerification: UserVerification;
  expiresAt: number;
}
