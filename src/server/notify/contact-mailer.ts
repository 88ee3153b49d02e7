import nodemailer from "nodemailer";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { contactEmail, type NotifiedContact } from "./contact-email";

export interface ContactMailerOptions {
  smtpUrl: string;
  /** NOTIFY_EMAIL: the owner's address (also the sender). */
  to: string;
  /** For the inbox link and the Message-ID's domain. */
  siteUrl: string;
}

export interface ContactMailer {
  /**
   * Resolves once the mail server has accepted the message; rejects with nodemailer's error.
   * `facts`: the published revision in force when it is sent (the business's name and phone).
   */
  send(contact: NotifiedContact, facts: SiteFacts): Promise<void>;
  close(): void;
}

/** Bounds on one attempt, so a hung mail server cannot hold a job for long. */
const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Emails contact messages to the owner over SMTP_URL (nodemailer). Pooled: a busy hour reuses a
 * couple of connections instead of a new SMTP handshake per message.
 */
export function createContactMailer({ smtpUrl, to, siteUrl }: ContactMailerOptions): ContactMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS_MS });
  return {
    async send(contact, facts) {
      await transport.sendMail(await contactEmail(contact, { to, siteUrl, facts }));
    },
    close: () => transport.close(),
  };
}

/** nodemailer's error code (ECONNREFUSED, EAUTH, EENVELOPE…): its messages may hold addresses. */
export function failureCode(error: unknown): string {
  const code = error && typeof error === "object" && "code" in error ? error.code : undefined;
  return typeof code === "string" ? code : error instanceof Error ? error.name : "unknown";
}
