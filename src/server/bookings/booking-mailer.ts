import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";

export interface BookingMailer {
  ownerEmail: string;
  siteUrl: string;
  /** Resolves once the mail server has accepted the message. */
  send(message: Mail.Options): Promise<void>;
  close(): void;
}

const TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Booking emails over SMTP_URL (nodemailer, pooled), sent from NOTIFY_EMAIL. */
export function createBookingMailer({
  smtpUrl,
  to,
  siteUrl,
}: {
  smtpUrl: string;
  to: string;
  siteUrl: string;
}): BookingMailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 2, ...TIMEOUTS_MS });
  return {
    ownerEmail: to,
    siteUrl,
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}
