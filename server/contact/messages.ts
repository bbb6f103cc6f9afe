/**
 * The two e-mails of a contact request, as pure functions. To sales: everything the visitor wrote, with the
 * visitor as Reply-To so answering is one click. To the visitor: a fixed acknowledgment that repeats nothing they
 * typed (not even their name), so the form cannot be used to send chosen text to someone else's address; the rate
 * limit bounds how many of these one address can receive.
 */
import { site } from "../../core/config/site";
import type { ContactRequest } from "../../core/contact/rules";
import type { ContactTopic } from "../../core/contact/topics";
import { headerText, renderMail } from "../mail/compose";
import type { OutgoingMail } from "../mail/send";
import type { MailAddress } from "../mail/settings";

export interface RequestContext {
  /** The chosen topic's label and group (a General one, "Not sure yet", is worded as no topic chosen). */
  topic: Pick<ContactTopic, "label" | "group">;
  receivedAt: Date;
}

/**
 * How the mail names the topic: a service or product by its title; "Not sure yet" as what it means to sales, a
 * visitor who wants help choosing (a subject reading "Contact request: Not sure yet from Ada" reads like a joke).
 */
function topicWording({ label, group }: RequestContext["topic"]) {
  if (group !== "General") return { subject: label, sentence: `about ${label}.`, row: label };
  return {
    subject: "no topic chosen yet",
    sentence: "and is not sure yet which service or product fits: the message should tell.",
    row: `${label} (no service or product chosen)`,
  };
}

export function salesMail(request: ContactRequest, salesTo: MailAddress, context: RequestContext): OutgoingMail {
  const name = headerText(request.name, 60);
  const company = request.company ? headerText(request.company, 60) : "";
  const topic = topicWording(context.topic);
  const body = renderMail({
    heading: "New contact request",
    blocks: [
      {
        kind: "paragraph",
        text: `${request.name}${request.company ? ` (${request.company})` : ""} wrote through the contact form ${topic.sentence}`,
      },
      {
        kind: "fields",
        rows: [
          ["Name", request.name],
          ["E-mail", request.email],
          ["Company", request.company],
          ["Topic", topic.row],
          ["Received", context.receivedAt.toISOString()],
          ["Privacy policy", "agreed (the consent box was ticked)"],
        ],
      },
      { kind: "quote", label: "Message", text: request.message },
    ],
    footer: `Sent by the contact form of ${site.url}. Replying to this e-mail answers ${request.email} directly.`,
  });
  return {
    to: salesTo,
    replyTo: { name, address: request.email },
    subject: headerText(`Contact request: ${topic.subject} from ${name}${company ? ` (${company})` : ""}`, 150),
    ...body,
  };
}

/** Fixed content: the same for every visitor. */
export function acknowledgmentMail(visitor: string, salesTo: MailAddress): OutgoingMail {
  const body = renderMail({
    heading: `Thank you for contacting ${site.brand}`,
    blocks: [
      {
        kind: "paragraph",
        text: "We received your message. A partner reads every request and replies within one business day.",
      },
      {
        kind: "paragraph",
        text: `If it is urgent, call us on ${site.phone} (Monday to Friday, 8:00 to 18:00 Pacific Time).`,
      },
      {
        kind: "paragraph",
        text: `If you did not write to us, someone else entered this address on our contact form. You can ignore this e-mail: we will not write again unless you contact us.`,
      },
    ],
    footer: `${site.legalName}, ${site.address}. ${site.url}`,
  });
  return {
    to: { name: "", address: visitor },
    // Replies go to a person, not to the no-reply From address.
    replyTo: salesTo,
    subject: `We received your message - ${site.brand}`,
    // RFC 3834: an automatic reply; auto-responders must not answer it.
    headers: { "Auto-Submitted": "auto-replied" },
    ...body,
  };
}
