import { BUSINESS } from "#shared/business/business-info";

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

export function contactEmail(contact: NotifiedContact, { to, siteUrl }: { to: string; siteUrl: string }) {
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
    `Open it in the inbox: ${siteUrl}/admin/contacts/${contact.id}`,
  ];
  return {
    from: `"${BUSINESS.name} website" <${to}>`,
    to,
    replyTo: { name: contact.name, address: contact.email },
    subject: `New message from ${contact.name}`,
    messageId: contactMessageId(contact.id, siteUrl),
    text: lines.join("\n"),
  };
}
