/**
 * The SMTP sink's fault switch, so tests can watch the functions fail to deliver: "reject" answers the next
 * messages' MAIL FROM with an SMTP error (4xx: try later, 5xx: refused), "down" closes the SMTP listener (connection
 * refused) while the outbox page stays up, "none" accepts mail again. One parser serves SMTP_SINK_FAULT, the dev
 * endpoint and tests. Pure.
 */

export type SmtpFault =
  | { mode: "none" }
  /** `count` null: every message is refused until the mode is set back to none. */
  | { mode: "reject"; code: number; count: number | null }
  | { mode: "down" };

export const NO_SMTP_FAULT: SmtpFault = { mode: "none" };
export const DEFAULT_REJECT_CODE = 451;

export class SmtpFaultError extends Error {
  override name = "SmtpFaultError";
}

const FORMS = 'expected "none", "down" or "reject[:code[:count]]" with a code from 421 to 554, e.g. "reject:550"';

/** The text SMTP servers send with each code we let tests choose (what a client would log). */
export function replyText(code: number): string {
  if (code === 421) return "Service not available, closing transmission channel (sink fault)";
  if (code < 500) return "Requested action aborted: local error in processing (sink fault)";
  if (code === 552) return "Requested mail action aborted: exceeded storage allocation (sink fault)";
  if (code === 554) return "Transaction failed (sink fault)";
  return "Requested action not taken: mailbox unavailable (sink fault)";
}

function whole(text: string | undefined, what: string, min: number, max: number): number | undefined {
  if (text === undefined || text === "") return undefined;
  if (!/^\d+$/.test(text)) throw new SmtpFaultError(`${what} must be a whole number, got "${text}"`);
  const n = Number(text);
  if (n < min || n > max) throw new SmtpFaultError(`${what} must be between ${min} and ${max}, got ${n}`);
  return n;
}

function checkCode(code: number): number {
  // 4xx and 5xx replies only: anything else is not a refusal.
  if (code < 421 || code > 554 || (code >= 460 && code < 500))
    throw new SmtpFaultError(`the reply code must be 421–459 (transient) or 500–554 (permanent), got ${code}`);
  return code;
}

/** Reads "none", "down", "reject", "reject:550", "reject:451:2"; throws SmtpFaultError otherwise. */
export function parseSmtpFault(text: string): SmtpFault {
  const [mode, first, second, ...rest] = text.trim().toLowerCase().split(":");
  if (rest.length) throw new SmtpFaultError(`Too many parts in fault "${text}": ${FORMS}`);
  if (mode === "none" || mode === "" || mode === "down") {
    if (first !== undefined) throw new SmtpFaultError(`"${mode || "none"}" takes no arguments: ${FORMS}`);
    return mode === "down" ? { mode: "down" } : NO_SMTP_FAULT;
  }
  if (mode === "reject") {
    const code = whole(first, "the reply code", 100, 999);
    return {
      mode: "reject",
      code: checkCode(code ?? DEFAULT_REJECT_CODE),
      count: whole(second, "the count", 1, 100000) ?? null,
    };
  }
  throw new SmtpFaultError(`Unknown fault "${text}": ${FORMS}`);
}

/** The dev endpoint's body: `{mode, code?, count?}`; throws SmtpFaultError with the reason. */
export function smtpFaultFromJson(value: unknown): SmtpFault {
  if (!value || typeof value !== "object" || Array.isArray(value))
    throw new SmtpFaultError('The body must be a JSON object such as {"mode":"reject","code":550}');
  const v = value as Record<string, unknown>;
  const unknown = Object.keys(v).filter((k) => !["mode", "code", "count"].includes(k));
  if (unknown.length) throw new SmtpFaultError(`Unknown field(s): ${unknown.join(", ")}`);
  const num = (key: string, min: number, max: number): number | undefined => {
    const x = v[key];
    if (x === undefined || x === null) return undefined;
    if (typeof x !== "number" || !Number.isInteger(x) || x < min || x > max)
      throw new SmtpFaultError(`${key} must be a whole number between ${min} and ${max}`);
    return x;
  };
  if (v.mode === "none" || v.mode === "down") {
    if (v.code !== undefined || v.count !== undefined)
      throw new SmtpFaultError(`code and count apply to mode reject only`);
    return v.mode === "down" ? { mode: "down" } : NO_SMTP_FAULT;
  }
  if (v.mode === "reject")
    return {
      mode: "reject",
      code: checkCode(num("code", 100, 999) ?? DEFAULT_REJECT_CODE),
      count: num("count", 1, 100000) ?? null,
    };
  throw new SmtpFaultError('mode must be "none", "reject" or "down"');
}

/** The fault in force and what is left of a counted rejection; `nextMessage()` is asked once per message. */
export class SmtpFaultSwitch {
  private fault: SmtpFault = NO_SMTP_FAULT;
  private remaining: number | null = null;

  constructor(initial: SmtpFault = NO_SMTP_FAULT) {
    this.set(initial);
  }

  set(fault: SmtpFault): void {
    this.fault = fault;
    this.remaining = fault.mode === "reject" ? fault.count : null;
  }

  current(): SmtpFault & { remaining: number | null } {
    return { ...this.fault, remaining: this.remaining };
  }

  /** The reply code to refuse this message with, or null to accept it. */
  nextMessage(): number | null {
    const fault = this.fault;
    if (fault.mode !== "reject") return null;
    if (this.remaining !== null) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.set(NO_SMTP_FAULT);
    }
    return fault.code;
  }
}
