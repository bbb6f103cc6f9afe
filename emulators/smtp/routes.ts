/**
 * The HTTP side of the SMTP sink, on its own port: the outbox page for people (GET /), and JSON dev controls for
 * tests under /_dev/ (the messages, a reset, the fault switch). Loopback clients only, like every stand-in's
 * controls.
 */
import { DevInputError, html, json, loopbackDevRoute, type HttpRequest, type Routed } from "../kit";
import { smtpFaultFromJson, SmtpFaultError, type SmtpFault } from "./fault";
import type { StoredMail } from "./mailbox";
import { outboxPage } from "./outbox-page";

/** What the routes need from the running sink. */
export interface SinkControls {
  smtpAddress: string;
  messages(filter: { to?: string }): StoredMail[];
  reset(): Promise<number>;
  setFault(fault: SmtpFault): Promise<void>;
  fault(): SmtpFault & { remaining: number | null };
}

function jsonInput(req: HttpRequest): unknown {
  if (req.tooLarge) throw new DevInputError("The body is too large.");
  const text = req.body.toString("utf8").trim();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DevInputError("The body is not valid JSON.");
  }
}

/** `?to=` as given (trimmed), or undefined. */
function toFilter(req: HttpRequest): string | undefined {
  const to = req.url.searchParams.get("to")?.trim();
  return to ? to : undefined;
}

async function answer(req: HttpRequest, sink: SinkControls): Promise<Routed> {
  const key = `${req.method} ${req.url.pathname}`;
  switch (key) {
    case "GET /": {
      const to = toFilter(req);
      const page = outboxPage({
        messages: sink.messages({ ...(to ? { to } : {}) }),
        ...(to ? { to } : {}),
        smtpAddress: sink.smtpAddress,
        fault: sink.fault(),
      });
      return { operation: "outbox", response: html(200, page) };
    }
    case "GET /_dev/messages": {
      const to = toFilter(req);
      return { operation: "dev.messages", response: json(200, { messages: sink.messages({ ...(to ? { to } : {}) }) }) };
    }
    case "POST /_dev/reset":
      return { operation: "dev.reset", response: json(200, { cleared: await sink.reset() }) };
    case "GET /_dev/fault":
      return { operation: "dev.fault", response: json(200, { fault: sink.fault() }) };
    case "POST /_dev/fault":
      try {
        await sink.setFault(smtpFaultFromJson(jsonInput(req)));
      } catch (err) {
        if (err instanceof SmtpFaultError) throw new DevInputError(err.message);
        throw err;
      }
      return { operation: "dev.fault", response: json(200, { fault: sink.fault() }) };
    default:
      return { operation: "not-found", response: json(404, { error: `Nothing at ${key}` }) };
  }
}

export function route(req: HttpRequest, sink: SinkControls): Promise<Routed> {
  return loopbackDevRoute(req, "The outbox answers loopback clients only.", () => answer(req, sink));
}
