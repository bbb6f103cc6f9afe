/**
 * The contact function's real dependencies, built from the build's settings and kept while they do not change (a
 * warm instance reuses the DynamoDB client and the mail transport): the topics baked in as CONTACT_TOPICS, the
 * keys, the mail settings, the rate limiter on the site's table and nodemailer.
 */
import { parseTopics, TOPICS_VARIABLE, type ContactTopic } from "../../core/contact/topics";
import { resetSharedDocumentClient, sharedDocumentClient } from "../db/client";
import { builtSiteTableSettings } from "../db/settings";
import { logError, logOnce } from "../log";
import { readyMailSettings } from "../mail/ready";
import { sendMail } from "../mail/send";
import { contactKeys, type ContactKeys } from "./keys";
import { builtMinFillMs } from "./min-fill";
import { ContactRateLimiter } from "./rate-limit";
import type { ContactDeps } from "./submit";

/** CONTACT_TOPICS as gatsby-config.ts set it from content/ (written out literally: Gatsby bakes it in). */
export function builtTopics(json: string | undefined = process.env.CONTACT_TOPICS): ContactTopic[] | null {
  const topics = parseTopics(json);
  if (!topics)
    logOnce(
      `ServerMisconfigured: ${TOPICS_VARIABLE} is ${json ? "not a list of topics" : "not set"}; gatsby-config.ts sets it from content/ at build time, so build again (a function built by hand must get it from the same content).`,
    );
  return topics;
}

function limiterFor(keys: ContactKeys): ContactRateLimiter {
  const settings = builtSiteTableSettings();
  return new ContactRateLimiter(sharedDocumentClient(settings), settings.table, keys.rateLimit);
}

export function contactDeps(): ContactDeps {
  return {
    now: Date.now,
    minFillMs: () => builtMinFillMs(),
    topics: () => builtTopics(),
    keys: (loopback) => contactKeys(loopback),
    mailSettings: (loopback) => readyMailSettings(loopback),
    limiter: limiterFor,
    send: sendMail,
    log: (message) => logError(message),
  };
}

/** Tests only: a new DynamoDB client on the next request. */
export function resetContactServices(): void {
  resetSharedDocumentClient();
}
