import nodemailer from "nodemailer";
import { BUSINESS } from "../../shared/business/business-info";

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

export interface ContactNotifier {
  /** Sends in the background: returns at once, retries on failure, logs the outcome to `log`. */
  notify(contact: NotifiedContact, log: NotifierLog): void;
  /** Resolves when every pending send has finished (tests and shutdown). */
  idle(): Promise<void>;
}

/** The part of a pino logger the notifier writes to (a request's logger, or a test's). */
export interface NotifierLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface ContactNotifierOptions {
  smtpUrl: string;
  to: string;
  /** Waits before each retry; the defaults give up after about 6 minutes. */
  retryDelaysMs?: readonly number[];
}

const DEFAULT_RETRY_DELAYS_MS = [5_000, 60_000, 300_000];

export function contactEmail(contact: NotifiedContact, to: string) {
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
    `Open it in the inbox: /admin/contacts/${contact.id}`,
  ];
  return {
    from: `"${BUSINESS.name} website" <${to}>`,
    to,
    replyTo: { name: contact.name, address: contact.email },
    subject: `New message from ${contact.name}`,
    text: lines.join("\n"),
  };
}

/** nodemailer's error code (ECONNREFUSED, EAUTH, EENVELOPE…): its messages may hold addresses. */
function failureCode(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : error instanceof Error ? error.name : "unknown";
}

/**
 * Emails each new contact message to the owner (nodemailer over SMTP_URL). The message is already
 * stored when this runs, so a failed send only costs the email: it is logged and retried.
 */
export function createContactNotifier({ smtpUrl, to, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: ContactNotifierOptions): ContactNotifier {
  const transport = nodemailer.createTransport(smtpUrl);
  const pending = new Set<Promise<void>>();

  async function deliver(contact: NotifiedContact, log: NotifierLog): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await transport.sendMail(contactEmail(contact, to));
        log.info({ contactMessageId: contact.id, attempt }, "contact message emailed");
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt - 1];
        const failure = { contactMessageId: contact.id, attempt, reason: failureCode(error) };
        if (delay === undefined) {
          log.error(failure, "contact message email failed; giving up (the message is in the inbox)");
          return;
        }
        log.warn({ ...failure, retryInMs: delay }, "contact message email failed; will retry");
        await new Promise((resolve) => setTimeout(resolve, delay).unref());
      }
    }
  }

  return {
    notify(contact, log) {
      const sending = deliver(contact, log).finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async idle() {
      await Promise.all(pending);
    },
  };
}
