/**
 * startSmtpSink(): a local SMTP server that accepts every message (any or no AUTH, no TLS: it listens on loopback
 * only), parses it with mailparser and keeps it in the mailbox, plus the outbox page and its JSON dev controls on a
 * second port. The functions reach it through SMTP_HOST / SMTP_PORT (the registry's build settings), so nothing in
 * server/ knows it is not a real provider. The fault switch makes it refuse mail or stop listening, for tests of
 * failed deliveries.
 */
import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { simpleParser } from "mailparser";
import { SMTPServer, type SMTPServerSession } from "smtp-server";
import { json, listen, lockDataDir, requestListener, resolveLogger, type ListeningServer, type Logger } from "../kit";
import { serviceNamed } from "../services";
import { NO_SMTP_FAULT, replyText, SmtpFaultSwitch, type SmtpFault } from "./fault";
import { Mailbox, toStoredMail, type StoredMail } from "./mailbox";
import { route } from "./routes";

export interface SmtpSinkOptions {
  /** The SMTP port; 0 picks a free one. Default: the registry's (9233). */
  port?: number;
  /** The outbox page's port; 0 picks a free one. Default: the registry's (9234). */
  outboxPort?: number;
  /** Listen address of both. Default 127.0.0.1. */
  host?: string;
  /** Folder of messages.json and the owner lock; null or absent keeps the mail in memory. */
  dataDir?: string | null;
  /** Start with an empty mailbox. */
  reset?: boolean;
  /** Initial fault (e.g. parseSmtpFault(process.env.SMTP_SINK_FAULT)). */
  fault?: SmtpFault;
  /** Largest message accepted (advertised with SIZE). Default 10 MB. */
  maxMessageBytes?: number;
  logger?: Logger | "console" | "silent";
  /** One log line per HTTP request and per message. */
  logRequests?: boolean;
  now?: () => number;
}

export interface SmtpSink {
  host: string;
  /** The SMTP port (SMTP_PORT), fixed for the sink's life even while it is "down". */
  smtpPort: number;
  /** The outbox page, e.g. http://127.0.0.1:9234 */
  outboxUrl: string;
  /** Received mail, newest first; `to` keeps what was addressed to that address. */
  messages(filter?: { to?: string }): StoredMail[];
  setFault(fault: SmtpFault): Promise<void>;
  fault(): SmtpFault & { remaining: number | null };
  /** Empties the mailbox and clears the fault (listening again if it was down); returns how many were dropped. */
  reset(): Promise<number>;
  describe(): string[];
  close(): Promise<void>;
}

const DEFAULT_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** An error smtp-server answers with its code. */
function smtpError(code: number, message: string): Error & { responseCode: number } {
  return Object.assign(new Error(message), { responseCode: code });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const log = resolveLogger("smtp", options.logger);
  const host = options.host ?? "127.0.0.1";
  const now = options.now ?? Date.now;
  const maxBytes = options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
  const dataDir = options.dataDir ?? null;
  const registry = serviceNamed("smtp");
  // The lock comes first: --reset must never empty a mailbox another run is using.
  const lock = dataDir === null ? null : await lockDataDir(dataDir);
  let mailbox: Mailbox;
  try {
    const opened = await Mailbox.open(dataDir, options.reset ?? false);
    mailbox = opened.mailbox;
    if (opened.reseeded === "corrupt") log.warn("messages.json was unreadable; started with an empty mailbox");
  } catch (err) {
    await lock?.release();
    throw err;
  }
  const faults = new SmtpFaultSwitch(options.fault ?? NO_SMTP_FAULT);

  const onData = (
    stream: Readable & { sizeExceeded?: boolean },
    session: SMTPServerSession,
    done: (err?: Error | null, message?: string) => void,
  ) => {
    void (async () => {
      try {
        const raw = await readAll(stream);
        if (stream.sizeExceeded) return done(smtpError(552, `Message exceeds the sink's limit of ${maxBytes} bytes`));
        const parsed = await simpleParser(raw);
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const mail = toStoredMail(parsed, envelope, raw.length, new Date(now()), randomUUID());
        await mailbox.add(mail);
        if (options.logRequests) log.info(`received "${mail.subject}" for ${envelope.to.join(", ")}`);
        done(null, `Queued as ${mail.id}`);
      } catch (err) {
        log.error(`could not keep a message: ${(err as Error).message}`);
        done(smtpError(451, "Requested action aborted: the sink could not store the message"));
      }
    })();
  };

  const newSmtpServer = () => {
    const server = new SMTPServer({
      name: "smtp-sink.localhost",
      banner: "Northwind development SMTP sink: mail stays on this machine",
      secure: false,
      // No TLS at all: clients with SMTP_SECURE=false never try STARTTLS, and loopback needs none.
      disabledCommands: ["STARTTLS"],
      authOptional: true,
      allowInsecureAuth: true,
      size: maxBytes,
      disableReverseLookup: true,
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username || "local" }),
      onMailFrom: (_address, _session, callback) => {
        const code = faults.nextMessage();
        callback(code === null ? null : smtpError(code, replyText(code)));
      },
      onData,
    });
    server.on("error", (err: Error) => log.warn(`SMTP connection error: ${err.message}`));
    return server;
  };

  let smtp: SMTPServer | null = null;
  let smtpPort = options.port ?? registry.defaultPort;
  const openSmtp = async () => {
    if (smtp) return;
    const server = newSmtpServer();
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      server.server.once("error", onError);
      server.listen(smtpPort, host, () => {
        server.server.off("error", onError);
        resolve();
      });
    });
    const address = server.server.address();
    if (address && typeof address === "object") smtpPort = address.port;
    smtp = server;
  };
  const closeSmtp = async () => {
    const server = smtp;
    if (!server) return;
    smtp = null;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  const setFault = async (fault: SmtpFault) => {
    faults.set(fault);
    if (fault.mode === "down") await closeSmtp();
    else await openSmtp();
    log.info(`fault: ${fault.mode === "reject" ? `reject ${fault.code}` : fault.mode}`);
  };

  try {
    // Bound even when starting "down", so the port stays the same when it comes back up.
    await openSmtp();
    if (faults.current().mode === "down") await closeSmtp();
  } catch (err) {
    await lock?.release();
    throw err;
  }

  const controls = {
    smtpAddress: "",
    messages: (filter: { to?: string } = {}) => mailbox.list(filter),
    reset: async () => {
      const cleared = await mailbox.clear();
      await setFault(NO_SMTP_FAULT);
      return cleared;
    },
    setFault,
    fault: () => faults.current(),
  };
  controls.smtpAddress = `${host}:${smtpPort}`;

  let outbox: ListeningServer;
  try {
    outbox = await listen(
      requestListener((req) => route(req, controls), {
        maxBodyBytes: 16 * 1024,
        log,
        logRequests: options.logRequests ?? false,
        internalError: () => json(500, { error: "The outbox failed; see the emulator's log." }),
      }),
      { host, port: options.outboxPort ?? registry.extraPorts?.outbox?.defaultPort ?? 0 },
    );
  } catch (err) {
    await closeSmtp();
    await lock?.release();
    throw err;
  }

  let closed: Promise<void> | null = null;
  return {
    host,
    smtpPort,
    outboxUrl: outbox.url,
    ...controls,
    describe: () => [
      `SMTP           ${host}:${smtpPort}  (SMTP_HOST/SMTP_PORT, SMTP_SECURE=false; any or no AUTH, no TLS)`,
      `Outbox         ${outbox.url}/  (received mail; ?to=<address>)`,
      `Dev controls   GET ${outbox.url}/_dev/messages?to= | POST /_dev/reset | POST /_dev/fault {mode: reject|down|none, code?, count?}`,
      `Data           ${dataDir ?? "in memory"}  (--reset starts empty)`,
    ],
    close: () =>
      (closed ??= (async () => {
        await Promise.all([closeSmtp(), outbox.close()]);
        await lock?.release();
      })()),
  };
}
