/**
 * The user-pool calls the functions make, through @aws-sdk/client-cognito-identity-provider pointed at the
 * configured endpoint (the emulator locally, AWS's regional endpoint when none is set). GetUser, InitiateAuth and
 * RevokeToken are unsigned operations, so no AWS credentials are needed. Outcomes are reduced to what the
 * functions decide on: refused (the token is dead), misconfigured (our settings are wrong), or unavailable.
 */
import {
  CognitoIdentityProviderClient,
  GetUserCommand,
  InitiateAuthCommand,
  type GetUserCommandOutput,
  RevokeTokenCommand,
} from "@aws-sdk/client-cognito-identity-provider";
import { regionOf } from "../../core/config/cognito";
import { ApiErrors } from "../http";
import { logError, logOnce } from "../log";
import { secretHash } from "./secret-hash";

export function createCognitoClient(settings: { userPoolId: string; endpoint: string }): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: regionOf(settings.userPoolId),
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    // One retry; a function should answer in seconds, and the browser retries refreshes with backoff.
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 },
  });
}

/** The user-pool API URL the client above talks to: the configured endpoint (the emulator) or the region's. */
export function userPoolApiUrl(settings: { userPoolId: string; endpoint: string }): string {
  return settings.endpoint || `https://cognito-idp.${regionOf(settings.userPoolId)}.amazonaws.com/`;
}

export type Outcome = "refused" | "misconfigured" | "unavailable";

/** Which errors mean the token is dead, and which mean we are misconfigured or Cognito is unreachable. */
export function classifyCognitoError(err: unknown): Outcome {
  const name = (err as { name?: unknown })?.name;
  const message = String((err as { message?: unknown })?.message ?? "");
  switch (name) {
    case "NotAuthorizedException":
      // A wrong or missing client secret arrives as NotAuthorized too; it is not the user's session that failed.
      return /secret/i.test(message) ? "misconfigured" : "refused";
    case "UserNotFoundException":
    case "UnsupportedTokenTypeException":
    case "PasswordResetRequiredException":
    case "UserNotConfirmedException":
      return "refused";
    case "InvalidParameterException":
      // A malformed token is refused; a flow the client does not allow is our configuration.
      return /flow|not enabled|not supported/i.test(message) ? "misconfigured" : "refused";
    case "ResourceNotFoundException":
    case "InvalidUserPoolConfigurationException":
    case "UnauthorizedException":
    case "UnsupportedOperationException":
      return "misconfigured";
    default:
      return "unavailable";
  }
}

export interface RefreshedTokens {
  idToken: string;
  accessToken: string;
  expiresIn: number;
}

/** GetUser as the functions read it (the gateway below; server/security reads the account with it). */
export interface UserReader {
  readonly client: CognitoIdentityProviderClient;
  getUser(accessToken: string): Promise<GetUserCommandOutput>;
}

/** A reader that asks Cognito every time (tests and one-off scripts). */
export function unsharedUserReader(client: CognitoIdentityProviderClient): UserReader {
  return { client, getUser: (accessToken) => client.send(new GetUserCommand({ AccessToken: accessToken })) };
}

/**
 * One GetUser per access token for as long as this reader lives: the sign-in hand-over makes one for three readers
 * (the revocation check, the contact status it answers with, the security look). Never kept across requests, nor
 * across a change the request itself makes: a look after a write must see it.
 */
export function sharedUserReads(reader: UserReader): UserReader {
  const answers = new Map<string, Promise<GetUserCommandOutput>>();
  return {
    client: reader.client,
    getUser(accessToken) {
      let answer = answers.get(accessToken);
      if (!answer) {
        answer = reader.getUser(accessToken);
        answers.set(accessToken, answer);
        answer.catch(() => answers.delete(accessToken));
      }
      return answer;
    },
  };
}

export class CognitoGateway implements UserReader {
  constructor(
    /** Also for calls made with a user's own access token (server/security). */
    readonly client: CognitoIdentityProviderClient,
    private readonly app: { clientId: string; clientSecret: string },
  ) {}

  getUser(accessToken: string): Promise<GetUserCommandOutput> {
    return this.client.send(new GetUserCommand({ AccessToken: accessToken }));
  }

  /** GetUser with the access token (through `reads`, when a request shares it): "is this session still alive?". */
  async sessionActive(accessToken: string, reads: UserReader = this): Promise<boolean> {
    try {
      await reads.getUser(accessToken);
      return true;
    } catch (err) {
      this.settle(err, "GetUser");
      return false;
    }
  }

  /** REFRESH_TOKEN_AUTH; null when Cognito refuses the refresh token. */
  async refresh(refreshToken: string, username: string): Promise<RefreshedTokens | null> {
    const { clientId, clientSecret } = this.app;
    const params: Record<string, string> = { REFRESH_TOKEN: refreshToken };
    if (clientSecret) params.SECRET_HASH = secretHash(clientSecret, username, clientId);
    try {
      const out = await this.client.send(
        new InitiateAuthCommand({ AuthFlow: "REFRESH_TOKEN_AUTH", ClientId: clientId, AuthParameters: params }),
      );
      const r = out.AuthenticationResult;
      if (!r?.IdToken || !r.AccessToken) return null;
      return { idToken: r.IdToken, accessToken: r.AccessToken, expiresIn: r.ExpiresIn ?? 3600 };
    } catch (err) {
      this.settle(err, "InitiateAuth REFRESH_TOKEN_AUTH");
      return null;
    }
  }

  /** RevokeToken; true when revoked, false when Cognito refused it (unknown, already dead, another client). */
  async revoke(refreshToken: string): Promise<boolean> {
    const { clientId, clientSecret } = this.app;
    try {
      await this.client.send(
        new RevokeTokenCommand({
          Token: refreshToken,
          ClientId: clientId,
          ...(clientSecret ? { ClientSecret: clientSecret } : {}),
        }),
      );
      return true;
    } catch (err) {
      this.settle(err, "RevokeToken");
      return false;
    }
  }

  /** Returns "refused"; throws the function's answer for the other outcomes. */
  private settle(err: unknown, operation: string): "refused" {
    const outcome = classifyCognitoError(err);
    if (outcome === "refused") return outcome;
    if (outcome === "misconfigured") {
      logOnce(`${operation} refused by Cognito because of our settings: ${String((err as Error)?.message ?? err)}`);
      throw ApiErrors.misconfigured();
    }
    logError(`${operation} failed`, (err as Error)?.message ?? err);
    throw ApiErrors.unavailable();
  }
}
