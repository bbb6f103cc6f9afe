/**
 * POST /api/contact, for both kinds of browser: a plain form post (no JavaScript) is answered with an HTML page, the
 * thank-you or the form again with the visitor's values and the problem; the page's JSON call is answered with
 * JSON in the functions' one error shape. The work itself is submit.ts; this only reads the request (body kind,
 * size, Origin, cookie, client address) and writes the answer with its status and headers. Nothing thrown reaches
 * Gatsby: an unexpected error is logged and answered 500 in the caller's format.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { allowMethods, ApiErrors, noStore, sendApiError, sendError, sendJson } from "../http";
import { logError } from "../log";
import { readCookie } from "../request/cookies";
import { localOnlyAllowed } from "../request/local-only";
import { originAllowed } from "../request/origin";
import { builtAuthSettings } from "../settings";
import { clientAddress } from "./client-address";
import { CONTACT_BODY_LIMIT_BYTES } from "./function-config";
import { plainProblemPage, problemPage, RESULT_PAGE_CSP, sentPage } from "./page";
import { contactDeps } from "./services";
import { MESSAGES, submitContact, type ContactDeps, type ContactOutcome } from "./submit";
import { CONTACT_COOKIE } from "./token-handler";

type Kind = "form" | "json";

function bodyKind(req: GatsbyFunctionRequest): Kind | null {
  const type = String(req.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase();
  if (type === "application/x-www-form-urlencoded") return "form";
  if (type === "application/json") return "json";
  return null;
}

function declaredLength(req: GatsbyFunctionRequest): number {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) ? length : 0;
}

function sendPage(res: GatsbyFunctionResponse, status: number, html: string): void {
  noStore(res);
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", RESULT_PAGE_CSP);
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.status(status).send(html);
}

const STATUS: Record<ContactOutcome["kind"], number> = {
  sent: 200,
  malformed: 400,
  invalid: 400,
  refused: 400,
  "rate-limited": 429,
  failed: 500,
};

function statusOf(outcome: ContactOutcome): number {
  if (outcome.kind !== "failed") return STATUS[outcome.kind];
  return outcome.code === "DeliveryFailed" ? 502 : outcome.code === "ServiceUnavailable" ? 503 : 500;
}

function answerJson(res: GatsbyFunctionResponse, outcome: ContactOutcome): void {
  const status = statusOf(outcome);
  if (outcome.kind === "sent") return sendJson(res, 200, { sent: true, acknowledged: outcome.acknowledged });
  const token = outcome.retryToken ? { token: outcome.retryToken } : {};
  if (outcome.kind === "invalid")
    return sendError(res, status, "InvalidFields", "Check the fields marked below.", {
      fields: outcome.errors,
      ...token,
    });
  if (outcome.kind === "malformed") return sendError(res, status, "InvalidRequest", outcome.message, token);
  if (outcome.kind === "rate-limited") {
    res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
    return sendError(res, status, "TooManyMessages", outcome.message, token);
  }
  return sendError(res, status, outcome.code, outcome.message, token);
}

function answerForm(res: GatsbyFunctionResponse, outcome: ContactOutcome, body: Record<string, unknown>): void {
  const status = statusOf(outcome);
  if (outcome.kind === "sent") return sendPage(res, 200, sentPage(outcome.email, outcome.acknowledged));
  if (outcome.kind === "rate-limited") res.setHeader("Retry-After", String(outcome.retryAfterSeconds));
  const topics = contactDeps().topics() ?? [];
  const message =
    outcome.kind === "invalid" ? "Check the fields marked below, then send the form again." : outcome.message;
  const errors = outcome.kind === "invalid" ? outcome.errors : {};
  sendPage(
    res,
    status,
    problemPage({ message, state: { values: body, errors, token: outcome.retryToken ?? "" }, topics }),
  );
}

export interface ContactHandlerOptions {
  deps?: () => ContactDeps;
  siteUrl?: () => string;
}

export function contactHandler(options: ContactHandlerOptions = {}) {
  const deps = options.deps ?? contactDeps;
  const siteUrl = options.siteUrl ?? (() => builtAuthSettings().siteUrl);
  return async (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> => {
    const kind = bodyKind(req);
    try {
      noStore(res);
      if (!allowMethods(req, res, ["POST"])) return;
      if (!kind) return sendApiError(res, ApiErrors.unsupportedMediaType());
      if (declaredLength(req) > CONTACT_BODY_LIMIT_BYTES) {
        const message = `The form is larger than we accept (${CONTACT_BODY_LIMIT_BYTES / 1024} KB). Shorten your message and send it again.`;
        if (kind === "form") return sendPage(res, 413, plainProblemPage(message));
        return sendError(res, 413, "PayloadTooLarge", message);
      }
      if (!originAllowed(req.headers, siteUrl())) {
        if (kind === "form")
          return sendPage(
            res,
            403,
            plainProblemPage(
              "This form must be sent from the contact page of the site itself. Open it again and send it from there.",
            ),
          );
        return sendApiError(res, ApiErrors.originRefused());
      }
      const body =
        req.body && typeof req.body === "object" && !Array.isArray(req.body)
          ? (req.body as Record<string, unknown>)
          : {};
      const cookieToken = readCookie(req.headers.cookie, CONTACT_COOKIE);
      const outcome = await submitContact(
        {
          body,
          ...(cookieToken ? { cookieToken } : {}),
          client: clientAddress(req.headers, req.socket?.remoteAddress),
          requestOnLoopback: localOnlyAllowed(req.headers),
        },
        deps(),
      );
      if (kind === "form") answerForm(res, outcome, body);
      else answerJson(res, outcome);
    } catch (err) {
      logError("contact function failed", err);
      if (res.headersSent) return void res.end();
      if (kind === "form") sendPage(res, 500, plainProblemPage(MESSAGES.unavailable));
      else sendApiError(res, ApiErrors.internal());
    }
  };
}
