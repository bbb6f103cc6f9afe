/**
 * The e2e run's SMTP sink (emulators/smtp), from the test process: its outbox page's address (the harness stores
 * the port in E2E_SMTP_OUTBOX_PORT, which the workers inherit), the mail it received and its fault switch.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import type { StoredMail } from "../../emulators/smtp";

/** The dev endpoint's body (emulators/smtp/fault.ts): reject's code defaults to 451, its count to every message. */
export type FaultRequest = { mode: "none" } | { mode: "down" } | { mode: "reject"; code?: number; count?: number };

export function smtpOutboxUrl(): string {
  const port = Number(process.env.E2E_SMTP_OUTBOX_PORT);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error("e2e: E2E_SMTP_OUTBOX_PORT is not set; run through npm run test:e2e (emulators on)");
  return `http://127.0.0.1:${port}`;
}

export async function mailTo(request: APIRequestContext, address: string): Promise<StoredMail[]> {
  const res = await request.get(`${smtpOutboxUrl()}/_dev/messages?to=${encodeURIComponent(address)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: StoredMail[] }).messages;
}

/** The sales mail whose Reply-To is `visitor`, waiting briefly for it. */
export async function salesMailFrom(request: APIRequestContext, salesTo: string, visitor: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(async () => {
      found = (await mailTo(request, salesTo)).find((m) => m.replyTo.some((a) => a.address === visitor));
      return Boolean(found);
    })
    .toBe(true);
  return found as StoredMail;
}

export async function setSmtpFault(request: APIRequestContext, fault: FaultRequest): Promise<void> {
  const res = await request.post(`${smtpOutboxUrl()}/_dev/fault`, { data: fault });
  expect(res.status()).toBe(200);
}

/** The security e-mail (server/security/messages.ts) to `address` whose subject starts with `subject`, waiting briefly for it. */
export async function securityMail(request: APIRequestContext, address: string, subject: string): Promise<StoredMail> {
  let found: StoredMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(request, address)).find((m) => m.subject.startsWith(subject));
        return Boolean(found);
      },
      { message: `an e-mail "${subject}…" to ${address}` },
    )
    .toBe(true);
  return found as StoredMail;
}
