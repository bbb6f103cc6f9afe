/**
 * GET /api/contact/token: a fresh fill-time token (form-token.ts). The page's script asks for JSON when the visitor
 * starts on the form; a browser without JavaScript loads `?as=image` from an <img> inside <noscript> and gets a
 * transparent 1×1 GIF with the token in an HttpOnly cookie scoped to /api/contact, which its form post then carries.
 * Never cached: each page view must get its own time.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { allowMethods, noStore, sendError, sendJson } from "../http";
import { logError } from "../log";
import { serializeCookie } from "../request/cookies";
import { localOnlyAllowed } from "../request/local-only";
import { issueToken, MAX_TOKEN_AGE_MS } from "./form-token";
import { contactKeys } from "./keys";
import { builtMinFillMs } from "./min-fill";

export const CONTACT_COOKIE = "nw_contact";

/** The smallest transparent GIF. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

export function tokenHandler(options: { now?: () => number; minFillMs?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const minFillMs = options.minFillMs ?? (() => builtMinFillMs());
  return async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> => {
    try {
      noStore(res);
      if (!allowMethods(req, res, ["GET"])) return;
      const loopback = localOnlyAllowed(req.headers);
      const keys = contactKeys(loopback);
      const asImage = req.query?.as === "image";
      if (!keys) {
        if (asImage) return void res.status(500).end();
        return sendError(res, 500, "ServerMisconfigured", "The contact form is not set up correctly on the server.");
      }
      const token = issueToken(keys.token, now());
      if (!asImage) return sendJson(res, 200, { token, minFillSeconds: minFillMs() / 1000 });
      res.setHeader(
        "Set-Cookie",
        serializeCookie(CONTACT_COOKIE, token, {
          path: "/api/contact",
          maxAge: MAX_TOKEN_AGE_MS / 1000,
          httpOnly: true,
          // http on localhost only: a browser would drop a Secure cookie there.
          secure: !loopback,
          sameSite: "Strict",
        }),
      );
      res.setHeader("Content-Type", "image/gif");
      res.status(200).send(PIXEL);
    } catch (err) {
      logError("contact token function failed", err);
      if (!res.headersSent) sendError(res, 500, "InternalError", "Something went wrong on our side. Try again later.");
    }
  };
}
