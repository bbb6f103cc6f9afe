/**
 * Where tokens come from: the issuer(s) to accept and the JWKS URL, from the pool settings.
 *  - no endpoint: a real pool, `https://cognito-idp.<region>.amazonaws.com/<pool>`, and Cognito's newer issuer form
 *    `https://issuer-cognito-idp.<region>.amazonaws.com/<pool>` for the same pool (as aws-jwt-verify's
 *    CognitoJwtVerifier accepts both); the keys are the pool's, read from its regional JWKS;
 *  - an endpoint (the emulator): `<endpoint>/<pool>`, which is how the emulator builds `iss`. For a loopback
 *    endpoint every loopback spelling is accepted, because the emulator names itself `localhost` in `iss` while
 *    the site reaches it at 127.0.0.1;
 *  - COGNITO_ISSUER set: exactly that issuer (e.g. a private endpoint in front of a real pool).
 * The JWKS is fetched from the endpoint the server can reach.
 */
import { regionOf } from "../../core/config/cognito";
import { isLoopbackHostname } from "../request/origin";

export interface TokenSource {
  issuers: string[];
  jwksUri: string;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

export function tokenSourceFor(settings: { userPoolId: string; endpoint: string; issuer?: string }): TokenSource {
  const { userPoolId } = settings;
  if (settings.issuer) return { issuers: [settings.issuer], jwksUri: `${settings.issuer}/.well-known/jwks.json` };
  if (!settings.endpoint) {
    const region = regionOf(userPoolId);
    const issuer = `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
    const globalIssuer = `https://issuer-cognito-idp.${region}.amazonaws.com/${userPoolId}`;
    return { issuers: [issuer, globalIssuer], jwksUri: `${issuer}/.well-known/jwks.json` };
  }
  const base = new URL(settings.endpoint);
  const path = base.pathname.replace(/\/+$/, "");
  const issuerAt = (host: string) =>
    `${base.protocol}//${host}${base.port ? `:${base.port}` : ""}${path}/${userPoolId}`;
  const own = issuerAt(base.hostname);
  const issuers = isLoopbackHostname(base.hostname)
    ? [own, ...LOOPBACK_NAMES.map(issuerAt).filter((i) => i !== own)]
    : [own];
  return { issuers, jwksUri: `${own}/.well-known/jwks.json` };
}
