/**
 * Sending one message by SMTP: the nodemailer transport built once per set of settings (a warm function instance
 * reuses it), a deadline on the whole send, and every failure turned into one typed result the caller can show
 * ("could not be sent, try again") and log, instead of an exception that could crash the function. Nothing here
 * knows what the message is about.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { MailAddress, MailSettings } from "./settings";

export interface OutgoingMail {
  to: MailAddress | readonly MailAddress[];
  replyTo?: MailAddress;
  subject: string;
  text: string;
  html: string;
  /** Defaults to the settings' From (MAIL_FROM). */
  from?: MailAddress;
  /** Extra headers, e.g. Auto-Submitted on automatic replies. */
  headers?: Record<string, string>;
}

export type MailFailureKind =
  /** No connection: DNS, refused, reset, TLS handshake. */
  | "unreachable"
  /** The server or the deadline took too long. */
  | "timeout"
  /** The server refused our credentials (or wanted some). */
  | "auth"
  /** The server answered the message or a recipient with an SMTP error. */
  | "refused"
  | "unknown";

export interface MailFailure {
  kind: MailFailureKind;
  /** True when the same message may go through later (4xx, network trouble, time-outs). */
  transient: boolean;
  /** For the function log: what happened, with the SMTP reply if there was one; never the credentials. */
  detail: string;
  responseCode?: number;
}

export type SendResult = { ok: true; messageId: string } | { ok: false; failure: MailFailure };

/** nodemailer's SMTP options for the settings (pure). */
export function transportOptions(settings: MailSettings): SMTPTransport.Options {
  return {
    host: settings.host.replace(/^\[|\]$/g, ""),
    port: settings.port,
    secure: settings.security === "tls",
    // starttls: refuse to go on in the clear when the server does not offer STARTTLS.
    requireTLS: settings.security === "starttls",
    // none: the loopback sink only (settings.ts); never try to upgrade.
    ignoreTLS: settings.security === "none",
    ...(settings.user ? { auth: { user: settings.user, pass: settings.password } } : {}),
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    tls: { minVersion: "TLSv1.2" },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

let current: { fingerprint: string; transport: Transporter<SMTPTransport.SentMessageInfo> } | undefined;

/** The transport for these settings, built on first use and kept while they do not change. */
export function mailTransport(settings: MailSettings): Transporter<SMTPTransport.SentMessageInfo> {
  const fingerprint = JSON.stringify(settings);
  if (current?.fingerprint !== fingerprint) {
    current?.transport.close();
    current = { fingerprint, transport: nodemailer.createTransport(transportOptions(settings)) };
  }
  return current.transport;
}

/** Tests only: build the transport again on the next send. */
export function resetMailTransport(): void {
  current?.transport.close();
  current = undefined;
}

const NETWORK_CODES = new Set(["ECONNECTION", "ESOCKET", "EDNS", "ETLS", "EPROXY", "ECONNREFUSED", "ECONNRESET"]);

/** One failure from whatever nodemailer threw (pure). */
export function describeFailure(err: unknown): MailFailure {
  const e = (err ?? {}) as { code?: unknown; responseCode?: unknown; response?: unknown; message?: unknown };
  const code = typeof e.code === "string" ? e.code : "";
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  const reply = typeof e.response === "string" ? e.response.slice(0, 300) : "";
  const message = typeof e.message === "string" ? e.message.slice(0, 300) : String(err);
  const detail = [code, reply || message].filter(Boolean).join(": ");
  const base = responseCode !== undefined ? { responseCode } : {};
  if (code === "EAUTH" || code === "ENOAUTH") return { kind: "auth", transient: false, detail, ...base };
  if (code === "ETIMEDOUT" || code === "EABORT") return { kind: "timeout", transient: true, detail, ...base };
  if (responseCode !== undefined && responseCode >= 400)
    return { kind: "refused", transient: responseCode < 500, detail, responseCode };
  if (NETWORK_CODES.has(code)) return { kind: "unreachable", transient: true, detail, ...base };
  if (code === "EENVELOPE" || code === "EMESSAGE") return { kind: "refused", transient: false, detail, ...base };
  return { kind: "unknown", transient: true, detail, ...base };
}

export interface SendOptions {
  /** The whole send must finish within this (ms); defaults to the settings' timeout plus a second. */
  deadlineMs?: number;
  /** Injected in tests; the cached transport for the settings otherwise. */
  transport?: Pick<Transporter<SMTPTransport.SentMessageInfo>, "sendMail">;
}

/** Sends `mail`; never throws: a failure comes back as `{ ok: false, failure }`. */
export async function sendMail(
  settings: MailSettings,
  mail: OutgoingMail,
  options: SendOptions = {},
): Promise<SendResult> {
  const deadline = options.deadlineMs ?? settings.timeoutMs + 1_000;
  const abort = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    const transport = options.transport ?? mailTransport(settings);
    const sending = transport.sendMail({
      from: mail.from ?? settings.from,
      to: Array.isArray(mail.to) ? [...mail.to] : [mail.to as MailAddress],
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.headers ? { headers: mail.headers } : {}),
      signal: abort.signal,
    });
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(Object.assign(new Error(`no answer within ${deadline} ms`), { code: "ETIMEDOUT" }));
      }, deadline);
    });
    // A send that loses the race must not become an unhandled rejection later.
    sending.catch(() => undefined);
    const info = await Promise.race([sending, timedOut]);
    return { ok: true, messageId: info.messageId };
  } catch (err) {
    return { ok: false, failure: describeFailure(err) };
  } finally {
    if (timer) clearTimeout(timer);
  }
}
