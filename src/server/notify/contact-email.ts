import { formatBookingTime } from "#shared/booking/time-label";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { contactOwnerHtml } from "../email/templates/contact-owner-email";

/** The stored contact message, as the owner's email shows it. */
export interface NotifiedContact {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
  message: string;
  createdAt: Date;
  estimateReference: string | null;
}

/**
 * The same Message-ID for every attempt and every instance: if a send is repeated (an instance
 * died after the mail server took the message but before the job was marked done), mail clients
 * show it once.
 */
export function contactMessageId(contactId: string, siteUrl: string): string {
  return `<contact-${contactId}@${new URL(siteUrl).hostname}>`;
}

export async function contactEmail(
  contact: NotifiedContact,
  { to, siteUrl, facts }: { to: string; siteUrl: string; facts: SiteFacts },
) {
  const inboxUrl = `${siteUrl}/admin/contacts/${contact.id}`;
  const lines = [
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone ?? "-"}`,
    `Address: ${contact.address ?? "-"}`,
    `Estimate: ${contact.estimateReference ?? "-"}`,
    `Received: ${contact.createdAt.toISOString()}`,
    "",
    contact.message,
    "",
    `Open it in the inbox: ${inboxUrl}`,
  ];
  const subject = `New message from ${contact.name}`;
  const html = await contactOwnerHtml({
    business: facts.business,
    heading: subject,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    address: contact.address,
    estimateReference: contact.estimateReference,
    received: formatBookingTime(contact.createdAt),
    message: contact.message,
    inboxUrl,
  });
  return {
    from: `"${facts.business.name} website" <${to}>`,
    to,
    replyTo: { name: contact.name, address: contact.email },
    subject,
    messageId: contactMessageId(contact.id, siteUrl),
    text: lines.join("\n"),
    html,
  };
}
