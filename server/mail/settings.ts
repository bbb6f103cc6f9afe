/**
 * The mail settings of the functions: where the SMTP server is, how the connection is secured, the credentials,
 * the From address, the address that receives contact requests, and how long to wait. Read once from the
 * environment and checked here, so a bad value is reported with its variable's name (in the function log: the
 * visitor only learns that mail could not be sent). As in server/settings.ts, each `process.env.NAME` is written out
 * literally because Gatsby bakes them into the function bundle at build time. Locally the emulators' registry
 * points SMTP_HOST/SMTP_PORT at the SMTP sink with SMTP_SECURE=false; production sets its provider's values.
 */
import type { SettingProblem } from "../../core/config/cognito";
import { isEmailAddress } from "../../core/config/emailAddress";
import { isLoopbackHostname } from "../request/origin";

export interface MailAddress {
  /** Display name, "" for none. */
  name: string;
  address: string;
}

/** SMTP_SECURE: `true` TLS from the first byte (465), `starttls` an upgrade the server must offer (587), `false` none. */
export type SmtpSecurity = "tls" | "starttls" | "none";

export interface MailSettings {
  host: string;
  port: number;
  security: SmtpSecurity;
  /** Both empty: no AUTH (the local sink, or a relay that trusts the network). */
  user: string;
  password: string;
  from: MailAddress;
  /** Who receives the contact form's requests. */
  salesTo: MailAddress;
  /** Limit for connecting, the greeting and each reply, and for a whole message (ms). */
  timeoutMs: number;
}

export type MailSettingsResult = { ok: true; settings: MailSettings } | { ok: false; problems: SettingProblem[] };

export const MAIL_VARIABLES = {
  host: "SMTP_HOST",
  port: "SMTP_PORT",
  secure: "SMTP_SECURE",
  user: "SMTP_USER",
  password: "SMTP_PASSWORD",
  from: "MAIL_FROM",
  salesTo: "MAIL_SALES_TO",
  timeout: "SMTP_TIMEOUT_MS",
} as const;

export const DEFAULT_TIMEOUT_MS = 5_000;
export const TIMEOUT_RANGE_MS = { min: 1_000, max: 20_000 } as const;

const HOST_NAME =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const IPV6 = /^\[?[0-9A-Fa-f:.]+\]?$/;

/** "Name <address>" or a bare address, one mailbox; null otherwise. */
export function parseMailbox(text: string): MailAddress | null {
  const value = text.trim();
  const named = /^(?:"([^"\\\r\n]*)"|([^"<>\r\n]*?))\s*<([^<>]+)>$/.exec(value);
  const name = (named ? (named[1] ?? named[2] ?? "") : "").trim();
  const address = (named ? (named[3] ?? "") : value).trim();
  if (!isEmailAddress(address)) return null;
  return { name, address };
}

const SECURITY: Record<string, SmtpSecurity> = { true: "tls", starttls: "starttls", false: "none" };

export function mailSettingsFrom(env: Record<string, string | undefined>): MailSettingsResult {
  const read = (name: string) => (env[name] ?? "").trim();
  const problems: SettingProblem[] = [];
  const problem = (variable: string, message: string) => problems.push({ variable, message });

  const host = read(MAIL_VARIABLES.host);
  if (!host) problem(MAIL_VARIABLES.host, "SMTP_HOST is not set: the SMTP server's host name, e.g. smtp.example.net.");
  else if (!HOST_NAME.test(host) && !IPV6.test(host))
    problem(
      MAIL_VARIABLES.host,
      `SMTP_HOST must be a host name or IP address, without a scheme or port (those are SMTP_SECURE and SMTP_PORT); got "${host}".`,
    );

  const secureText = read(MAIL_VARIABLES.secure).toLowerCase() || "starttls";
  const security = SECURITY[secureText];
  if (!security)
    problem(
      MAIL_VARIABLES.secure,
      `SMTP_SECURE must be true (TLS from the start, usually port 465), starttls (the server must offer STARTTLS, usually port 587) or false (no encryption, for a loopback SMTP_HOST only); got "${read(MAIL_VARIABLES.secure)}".`,
    );
  else if (security === "none" && host && !isLoopbackHostname(host))
    problem(
      MAIL_VARIABLES.secure,
      `SMTP_SECURE=false would send mail and the SMTP password unencrypted to ${host}; it is allowed only for a loopback SMTP_HOST (the local SMTP sink). Use starttls or true.`,
    );

  const portText = read(MAIL_VARIABLES.port);
  let port = security === "tls" ? 465 : 587;
  if (portText) {
    port = /^\d+$/.test(portText) ? Number(portText) : NaN;
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      problem(MAIL_VARIABLES.port, `SMTP_PORT must be a whole number from 1 to 65535; got "${portText}".`);
  }

  const user = read(MAIL_VARIABLES.user);
  // A password may legitimately start or end with a space: it is taken as written.
  const password = env[MAIL_VARIABLES.password] ?? "";
  if (Boolean(user) !== Boolean(password)) {
    const [missing, set] = user ? ["SMTP_PASSWORD", "SMTP_USER"] : ["SMTP_USER", "SMTP_PASSWORD"];
    problem(missing, `${missing} is empty while ${set} is set; set both (the provider's SMTP credentials) or neither.`);
  }

  const mailbox = (variable: string, example: string): MailAddress => {
    const text = read(variable);
    const parsed = text ? parseMailbox(text) : null;
    if (!text)
      problem(variable, `${variable} is not set: one e-mail address, optionally with a name, e.g. ${example}.`);
    else if (!parsed)
      problem(
        variable,
        `${variable} must be one e-mail address, optionally with a name, e.g. ${example}; got "${text.slice(0, 120)}".`,
      );
    return parsed ?? { name: "", address: "" };
  };
  const from = mailbox(MAIL_VARIABLES.from, '"Northwind Consulting <no-reply@example.com>"');
  const salesTo = mailbox(MAIL_VARIABLES.salesTo, "sales@example.com");

  const timeoutText = read(MAIL_VARIABLES.timeout);
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  if (timeoutText) {
    timeoutMs = /^\d+$/.test(timeoutText) ? Number(timeoutText) : NaN;
    if (!(timeoutMs >= TIMEOUT_RANGE_MS.min && timeoutMs <= TIMEOUT_RANGE_MS.max))
      problem(
        MAIL_VARIABLES.timeout,
        `SMTP_TIMEOUT_MS must be a whole number of milliseconds from ${TIMEOUT_RANGE_MS.min} to ${TIMEOUT_RANGE_MS.max}; got "${timeoutText}".`,
      );
  }

  if (problems.length > 0 || !security) return { ok: false, problems };
  return { ok: true, settings: { host, port, security, user, password, from, salesTo, timeoutMs } };
}

export function builtMailSettings(): MailSettingsResult {
  return mailSettingsFrom({
    SMTP_HOST: process.env.SMTP_HOST,
    SMTP_PORT: process.env.SMTP_PORT,
    SMTP_SECURE: process.env.SMTP_SECURE,
    SMTP_USER: process.env.SMTP_USER,
    SMTP_PASSWORD: process.env.SMTP_PASSWORD,
    MAIL_FROM: process.env.MAIL_FROM,
    MAIL_SALES_TO: process.env.MAIL_SALES_TO,
    SMTP_TIMEOUT_MS: process.env.SMTP_TIMEOUT_MS,
  });
}

/**
 * A loopback SMTP server (the local sink) serves only requests that came to a loopback host: a deployment that kept
 * the committed development settings must fail loudly, naming SMTP_HOST, instead of pretending to send. Null when
 * the settings may be used for this request.
 */
export function loopbackProblem(settings: MailSettings, requestOnLoopback: boolean): SettingProblem | null {
  if (requestOnLoopback || !isLoopbackHostname(settings.host.replace(/^\[|\]$/g, ""))) return null;
  return {
    variable: MAIL_VARIABLES.host,
    message: `SMTP_HOST is ${settings.host}, the local SMTP sink of the development settings; a deployment sets its provider's SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER and SMTP_PASSWORD.`,
  };
}
