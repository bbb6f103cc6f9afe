/**
 * Verifying Cognito id and access tokens with aws-jwt-verify's generic JwtVerifier plus validateCognitoJwtFields,
 * so the same code serves a real pool and the emulator's http issuer (CognitoJwtVerifier insists on the AWS issuer
 * and pool-id format). Checks: RS256 signature against the pool's JWKS (alg must match the key, so `none` and
 * HS256-with-the-public-key fail), issuer, expiry and not-before (5 s of clock skew), `token_use`, the client
 * (`aud` for id tokens, `client_id` for access tokens), and the claims we rely on being present and well-typed.
 * Revocation is not a token property: see revocation.ts.
 */
import { JwtVerifier } from "aws-jwt-verify";
import { validateCognitoJwtFields } from "aws-jwt-verify/cognito-verifier";
import {
  FetchError,
  JwksNotAvailableInCacheError,
  JwksValidationError,
  KidNotFoundInJwksError,
  WaitPeriodNotYetEndedJwkError,
} from "aws-jwt-verify/error";
import type { JwtPayload } from "aws-jwt-verify/jwt-model";
import type { JwksCache } from "aws-jwt-verify/jwk";
import { ApiErrors } from "../http";
import { logOnce } from "../log";
import type { TokenSource } from "./issuer";

export const CLOCK_SKEW_SECONDS = 5;

export interface IdClaims {
  sub: string;
  username: string;
  groups: string[];
  originJti?: string;
  exp: number;
  /** When it was issued (seconds; checked not to be in the future). */
  iat: number;
}

export interface AccessClaims {
  sub: string;
  username: string;
  originJti?: string;
  exp: number;
}

class ClaimError extends Error {}

function commonChecks(payload: JwtPayload): void {
  const now = Math.floor(Date.now() / 1000);
  // aws-jwt-verify checks `exp` only when present; a Cognito token always has it.
  if (typeof payload.exp !== "number") throw new ClaimError("exp missing");
  if (typeof payload.iat !== "number" || payload.iat > now + CLOCK_SKEW_SECONDS) throw new ClaimError("bad iat");
  if (typeof payload.sub !== "string" || !payload.sub) throw new ClaimError("sub missing");
  if (payload.origin_jti !== undefined && typeof payload.origin_jti !== "string") throw new ClaimError("origin_jti");
  const groups = payload["cognito:groups"];
  if (groups !== undefined && !(Array.isArray(groups) && groups.every((g) => typeof g === "string")))
    throw new ClaimError("groups");
}

export interface VerifierDeps {
  source: TokenSource;
  clientId: string;
  jwksCache: JwksCache;
  /** Whether a JWKS was ever fetched: a key problem before that is an outage, after it a bad token. */
  hasFetched: (jwksUri: string) => boolean;
}

export class TokenVerifier {
  private readonly id;
  private readonly access;

  constructor(private readonly deps: VerifierDeps) {
    const forUse = (tokenUse: "id" | "access") =>
      deps.source.issuers.map((issuer) => ({
        issuer,
        jwksUri: deps.source.jwksUri,
        audience: null,
        graceSeconds: CLOCK_SKEW_SECONDS,
        customJwtCheck: ({ payload }: { payload: JwtPayload }) => {
          validateCognitoJwtFields(payload, { tokenUse, clientId: deps.clientId });
          commonChecks(payload);
          const name = tokenUse === "id" ? payload["cognito:username"] : payload.username;
          if (typeof name !== "string" || !name) throw new ClaimError("username missing");
        },
      }));
    this.id = JwtVerifier.create(forUse("id"), { jwksCache: deps.jwksCache });
    this.access = JwtVerifier.create(forUse("access"), { jwksCache: deps.jwksCache });
  }

  async verifyId(token: string): Promise<IdClaims> {
    const p = await this.run(
      () => this.id.verifySync(token),
      () => this.id.verify(token),
    );
    const claims: IdClaims = {
      sub: p.sub as string,
      username: p["cognito:username"] as string,
      groups: (p["cognito:groups"] as string[] | undefined) ?? [],
      exp: p.exp as number,
      iat: p.iat as number,
    };
    if (typeof p.origin_jti === "string") claims.originJti = p.origin_jti;
    return claims;
  }

  async verifyAccess(token: string): Promise<AccessClaims> {
    const p = await this.run(
      () => this.access.verifySync(token),
      () => this.access.verify(token),
    );
    const claims: AccessClaims = { sub: p.sub as string, username: p.username as string, exp: p.exp as number };
    if (typeof p.origin_jti === "string") claims.originJti = p.origin_jti;
    return claims;
  }

  /**
   * Verifies with the cached keys first (synchronously: no promise churn on the hot path), and only when the
   * token's key is not cached goes the asynchronous way that may fetch the JWKS. Any failure is 401
   * InvalidToken, except when the pool's keys cannot be had at all (503).
   */
  private async run(verifyCached: () => JwtPayload, verify: () => Promise<JwtPayload>): Promise<JwtPayload> {
    try {
      try {
        return verifyCached();
      } catch (err) {
        if (!(err instanceof JwksNotAvailableInCacheError || err instanceof KidNotFoundInJwksError)) throw err;
      }
      return await verify();
    } catch (err) {
      const keysUnavailable =
        err instanceof FetchError ||
        err instanceof JwksValidationError ||
        err instanceof JwksNotAvailableInCacheError ||
        (err instanceof WaitPeriodNotYetEndedJwkError && !this.deps.hasFetched(this.deps.source.jwksUri));
      if (keysUnavailable) {
        logOnce(`JWKS of the user pool could not be fetched from ${this.deps.source.jwksUri}: ${String(err)}`);
        throw ApiErrors.unavailable();
      }
      throw ApiErrors.invalidToken();
    }
  }
}
