/**
 * The mail the sink received, kept so a developer can read it after a restart (the outbox page) and tests can ask
 * for it (the JSON API): each message as parsed by mailparser, reduced to what a person or a test checks (the
 * envelope, the address headers, subject, date, text and HTML bodies), persisted under the emulator's data folder
 * with the kit's atomic JSON store. The newest MAX_MESSAGES are kept; older ones drop off.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { AddressObject, ParsedMail } from "mailparser";
import { JsonStore } from "../kit";

export const MAILBOX_FILE = "messages.json";
export const MAX_MESSAGES = 500;

export interface MailAddress {
  name: string;
  address: string;
}

export interface StoredMail {
  id: string;
  /** When the sink accepted it (ISO). */
  receivedAt: string;
  /** What the client said in MAIL FROM / RCPT TO (Bcc recipients only show here). */
  envelope: { from: string; to: string[] };
  from: MailAddress[];
  to: MailAddress[];
  cc: MailAddress[];
  replyTo: MailAddress[];
  subject: string;
  /** The Date header (ISO), null when missing or unreadable. */
  date: string | null;
  messageId: string | null;
  text: string;
  /** The HTML body as sent (never rendered by the outbox), null for a text-only message. */
  html: string | null;
  /** Size of the raw message in bytes. */
  size: number;
}

interface MailboxState {
  version: 1;
  messages: StoredMail[];
}

/** Every address of one or several address headers, groups flattened. */
export function addressesOf(header: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = header === undefined ? [] : Array.isArray(header) ? header : [header];
  const out: MailAddress[] = [];
  const walk = (list: AddressObject["value"]) => {
    for (const a of list) {
      if (a.group) walk(a.group);
      else if (a.address) out.push({ name: a.name ?? "", address: a.address });
    }
  };
  for (const o of objects) walk(o.value);
  return out;
}

/** A parsed message as the mailbox keeps it (pure: the caller gives the id and the time). */
export function toStoredMail(
  parsed: ParsedMail,
  envelope: StoredMail["envelope"],
  size: number,
  receivedAt: Date,
  id: string = randomUUID(),
): StoredMail {
  const date = parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date.toISOString() : null;
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    envelope,
    from: addressesOf(parsed.from),
    to: addressesOf(parsed.to),
    cc: addressesOf(parsed.cc),
    replyTo: addressesOf(parsed.replyTo),
    subject: parsed.subject ?? "",
    date,
    messageId: parsed.messageId ?? null,
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : null,
    size,
  };
}

/** True when `address` received the message: an envelope recipient or a To/Cc address (case-insensitive). */
export function isAddressedTo(mail: StoredMail, address: string): boolean {
  const wanted = address.trim().toLowerCase();
  return [...mail.envelope.to, ...mail.to.map((a) => a.address), ...mail.cc.map((a) => a.address)].some(
    (a) => a.toLowerCase() === wanted,
  );
}

function looksLikeState(data: unknown): string | null {
  const d = data as Partial<MailboxState> | null;
  if (!d || typeof d !== "object" || d.version !== 1 || !Array.isArray(d.messages)) return "not a mailbox file";
  return null;
}

export class Mailbox {
  private constructor(private readonly store: JsonStore<MailboxState>) {}

  /** Opens the mailbox in `dataDir` (null: in memory); `reset` starts it empty. */
  static async open(dataDir: string | null, reset = false): Promise<{ mailbox: Mailbox; reseeded: string | null }> {
    const store = new JsonStore<MailboxState>(dataDir === null ? null : path.join(dataDir, MAILBOX_FILE));
    const empty = (): MailboxState => ({ version: 1, messages: [] });
    const { reseeded } = await store.load(empty, looksLikeState);
    if (reset && !reseeded) await store.replace(empty());
    return { mailbox: new Mailbox(store), reseeded };
  }

  /** Newest first; only those addressed to `to` when given. */
  list(filter: { to?: string } = {}): StoredMail[] {
    const all = [...this.store.state.messages].reverse();
    return filter.to ? all.filter((m) => isAddressedTo(m, filter.to as string)) : all;
  }

  async add(mail: StoredMail): Promise<void> {
    const messages = [...this.store.state.messages, mail];
    this.store.state = { version: 1, messages: messages.slice(-MAX_MESSAGES) };
    await this.store.commit();
  }

  async clear(): Promise<number> {
    const count = this.store.state.messages.length;
    await this.store.replace({ version: 1, messages: [] });
    return count;
  }
}
