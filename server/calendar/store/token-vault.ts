/**
 * Provider tokens encrypted at rest (AES-256-GCM, server/crypto/aead.ts). The associated data binds each
 * ciphertext to `<sub>:<provider>`, so a sealed grant copied into another user's item, or onto the other
 * provider, does not open. Only the server ever sees the plaintext; no answer carries it.
 */
import { z } from "zod";
import type { ProviderId } from "../../../core/calendar/model";
import { open, seal } from "../../crypto/aead";
import type { OAuthGrant } from "../providers/provider";

export type StoredTokens = OAuthGrant;

const Tokens = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  expiresAt: z.number(),
  scope: z.string(),
});

const purpose = (sub: string, provider: ProviderId) => `northwind:calendar-tokens:v1:${sub}:${provider}`;

export class TokenVault {
  constructor(private readonly key: Buffer) {}

  seal(sub: string, provider: ProviderId, tokens: StoredTokens): string {
    const { accessToken, refreshToken, expiresAt, scope } = tokens;
    return seal(this.key, JSON.stringify({ accessToken, refreshToken, expiresAt, scope }), purpose(sub, provider));
  }

  /** The tokens, or null when the value was sealed for another user or provider, with another key, or altered. */
  open(sub: string, provider: ProviderId, sealed: string): StoredTokens | null {
    const text = open(this.key, sealed, purpose(sub, provider));
    if (text === null) return null;
    try {
      const parsed = Tokens.safeParse(JSON.parse(text));
      if (!parsed.success) return null;
      const { refreshToken, ...rest } = parsed.data;
      return refreshToken ? { ...rest, refreshToken } : rest;
    } catch {
      return null;
    }
  }
}
