/**
 * The harness with what the account functions send mail through: an in-memory dynalite table and the real SMTP sink,
 * the functions' variables pointing at them. Shared by the account tests (password, factors, deletion, changes of
 * address), each with its own table.
 */
import { startSmtpSink, type SmtpSink } from "../../../emulators/smtp";
import { resetSharedDocumentClient } from "../../../server/db/client";
import { startTestTable, type TestTable } from "../../../server/db/testing/dynalite";
import { resetMailTransport } from "../../../server/mail/send";
import type { MountedFunction } from "../../../server/testing/function-host";
import { startHarness, type Harness } from "./harness";

/** The mail variables of a test's functions, for the sink (contact.test.ts sets them per test). */
export function sinkMailEnv(sink: SmtpSink): Record<string, string> {
  return {
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(sink.smtpPort),
    SMTP_SECURE: "false",
    SMTP_USER: "",
    SMTP_PASSWORD: "",
    MAIL_FROM: "Northwind Consulting <no-reply@northwind-consulting.example>",
    MAIL_SALES_TO: "sales@northwind-consulting.example",
  };
}

export interface MailHarness {
  h: Harness;
  table: TestTable;
  sink: SmtpSink;
  stop(): Promise<void>;
}

export async function startMailHarness(tableName: string, functions: MountedFunction[]): Promise<MailHarness> {
  const [table, sink] = await Promise.all([
    startTestTable(tableName),
    startSmtpSink({ port: 0, outboxPort: 0, dataDir: null }),
  ]);
  Object.assign(process.env, { SITE_DYNAMODB_ENDPOINT: table.endpoint, SITE_TABLE: table.table, ...sinkMailEnv(sink) });
  resetSharedDocumentClient();
  resetMailTransport();
  const h = await startHarness({ table, functions });
  return {
    h,
    table,
    sink,
    async stop() {
      resetMailTransport();
      await h.stop();
      await Promise.all([table.stop(), sink.close()]);
    },
  };
}
