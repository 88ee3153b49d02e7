import type Mail from "nodemailer/lib/mailer";
import { formatBookingTime } from "#shared/booking/time-label";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { ownerReplyHtml } from "../email/templates/owner-reply-email";

/** A reply as its email needs it: what the owner wrote, and what the visitor wrote before. */
export interface ReplyToSend {
  id: string;
  toEmail: string;
  body: string;
  /** The visitor's words answered: the contact message, or their chat messages. */
  theirs: { subject: string | null; text: string; at: Date };
  kind: "contact" | "chat";
}

/** The subject: "Re: " and the contact form's subject, or a line naming the chat. */
export function replySubject(reply: Pick<ReplyToSend, "kind" | "theirs">, businessName: string): string {
  if (reply.kind === "chat") return `Re: your chat with ${businessName}`;
  return `Re: ${reply.theirs.subject ?? `your message to ${businessName}`}`;
}

/** The same Message-ID for every attempt, so a repeated send shows once in the visitor's mail. */
export function replyMessageId(replyId: string, siteUrl: string): string {
  return `<reply-${replyId}@${new URL(siteUrl).hostname}>`;
}

/**
 * From the business's name and address, Reply-To the business's address (so the visitor's answer
 * reaches the business, not the mail server's sender), to the visitor; text and HTML, each
 * quoting what the visitor wrote.
 */
export async function replyEmail(
  reply: ReplyToSend,
  { facts, siteUrl }: { facts: SiteFacts; siteUrl: string },
): Promise<Mail.Options & { to: string; subject: string; text: string; html: string }> {
  const { business } = facts;
  const subject = replySubject(reply, business.name);
  const quoteIntro = `On ${formatBookingTime(reply.theirs.at)}, you wrote:`;
  const text = [
    reply.body,
    "",
    "-- ",
    business.name,
    `${business.phone.display} · ${business.email}`,
    "",
    quoteIntro,
    ...reply.theirs.text.split("\n").map((line) => `> ${line}`),
  ].join("\n");
  return {
    from: { name: business.name, address: business.email },
    replyTo: business.email,
    to: reply.toEmail,
    subject,
    messageId: replyMessageId(reply.id, siteUrl),
    text,
    html: await ownerReplyHtml({ business, heading: subject, body: reply.body, quoteIntro, quoted: reply.theirs.text }),
  };
}
