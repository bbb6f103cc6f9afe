/**
 * What only a build for this machine may do (the committed development keys, the local SMTP sink, cookies without
 * `Secure` over http, callback URLs on the request's own host). The build decides (core/config/deployment.ts); a
 * request's Host or Origin can only narrow that further, never widen it: a local build still serves these to
 * loopback requests only, and a deployment never does, whatever the request says.
 */
import type { IncomingHttpHeaders } from "http";
import { isLocalBuild } from "../../core/config/deployment";
import { isLoopbackHost, isLoopbackHttpOrigin } from "./origin";

/** A local build, and the request addressed to a loopback host. */
export function localOnlyAllowed(headers: IncomingHttpHeaders): boolean {
  return isLocalBuild() && isLoopbackHost(headers);
}

/** A local build, and the request's Origin is http on a loopback host: only then may a cookie drop `Secure`. */
export function localHttpOrigin(headers: IncomingHttpHeaders): boolean {
  return isLocalBuild() && isLoopbackHttpOrigin(headers);
}
