/** Public API of the SMTP sink (the functions' mail, kept locally and shown in the development outbox). */
export { startSmtpSink } from "./emulator";
export type { SmtpSink, SmtpSinkOptions } from "./emulator";
export { parseSmtpFault, smtpFaultFromJson, SmtpFaultError } from "./fault";
export type { SmtpFault } from "./fault";
export type { MailAddress, StoredMail } from "./mailbox";
