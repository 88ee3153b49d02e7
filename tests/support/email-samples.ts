import type Mail from "nodemailer/lib/mailer";
import { type BookingChange, ownerEmail, visitorEmail } from "#server/bookings/booking-emails";
import type { BookingRow } from "#server/bookings/booking-store";
import { contactEmail } from "#server/notify/contact-email";
import { replyEmail } from "#server/replies/reply-email";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";

export const SAMPLE_SITE = "https://bluebird.test";
export const SAMPLE_SENDER = "bookings@mail.bluebird.test";
export const SAMPLE_MANAGE_TOKEN = "tok_7K3M9QxYzAbCdEfGhIjKlMnOpQrStUvWx";
/** Markup a visitor might type: every email must show it as text. */
export const HOSTILE = '<img src=x onerror="alert(1)"><b>Claim your refund</b>';

export function sampleBooking(extra: Partial<BookingRow> = {}): BookingRow {
  const startsAt = new Date("2026-12-01T16:00:00Z");
  return {
    id: "8d3c4f60-1f6b-4a36-9c2b-1e0f7c6a5b4d",
    reference: "BK-7K3M9Q",
    status: "confirmed",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 45 * 60_000),
    sequence: 0,
    name: `Pat ${HOSTILE}`,
    email: "pat@example.com",
    phone: "(303) 555-0177",
    street: `12 Elm St ${HOSTILE}`,
    city: "Parker",
    zip: "80134",
    notes: `Two dogs.\n${HOSTILE}`,
    service: "Deep cleaning",
    outsideServiceArea: false,
    updatedAt: new Date("2026-11-20T12:00:00Z"),
    ...extra,
  } as BookingRow;
}

export interface SampleEmail {
  kind: string;
  message: Mail.Options & { text: string; html: string; subject: string };
  /** The link the email is for: the manage link, a page to book again, or the owner's admin page. */
  mainLink: string | null;
  invite: boolean;
}

const options = { siteUrl: SAMPLE_SITE, ownerEmail: SAMPLE_SENDER, facts: DEFAULT_SITE_FACTS };
const manageUrl = `${SAMPLE_SITE}/booking/manage/${SAMPLE_MANAGE_TOKEN}`;

/** One email of every kind the site sends, built as the queue builds them. */
export async function sampleEmails(): Promise<SampleEmail[]> {
  const booking = sampleBooking();
  const cancelled = sampleBooking({ status: "cancelled", sequence: 2 });
  const visitor = (row: BookingRow, change: BookingChange, token: string | null) =>
    visitorEmail(row, change, token, options);
  const admin = `${SAMPLE_SITE}/admin/bookings/${booking.id}`;
  const contactId = "5b0f3e0e-7a1c-4c55-9d1e-0c9a1d2e3f40";
  return [
    {
      kind: "visitor-booked",
      message: await visitor(booking, "booked", SAMPLE_MANAGE_TOKEN),
      mainLink: manageUrl,
      invite: true,
    },
    {
      kind: "visitor-rescheduled",
      message: await visitor(sampleBooking({ sequence: 1 }), "rescheduled", SAMPLE_MANAGE_TOKEN),
      mainLink: manageUrl,
      invite: true,
    },
    {
      kind: "visitor-cancelled",
      message: await visitor(cancelled, "cancelled", null),
      mainLink: `${SAMPLE_SITE}/booking`,
      invite: true,
    },
    { kind: "visitor-reminder", message: await visitor(booking, "reminder", null), mainLink: null, invite: false },
    { kind: "owner-booked", message: await ownerEmail(booking, "booked", options), mainLink: admin, invite: false },
    {
      kind: "owner-rescheduled",
      message: await ownerEmail(sampleBooking({ sequence: 1, outsideServiceArea: true }), "rescheduled", options),
      mainLink: admin,
      invite: false,
    },
    {
      kind: "owner-cancelled",
      message: await ownerEmail(cancelled, "cancelled", options),
      mainLink: admin,
      invite: false,
    },
    {
      kind: "owner-contact",
      message: await contactEmail(
        {
          id: contactId,
          name: `Dana ${HOSTILE}`,
          email: "dana@example.com",
          phone: "303-555-0142",
          address: "12 Elm St, Parker",
          message: `Subject: Booking & Scheduling\n\nCan you come on Friday morning?\n${HOSTILE}`,
          createdAt: new Date("2026-11-27T17:05:00Z"),
          estimateReference: "BB-7K3M9Q",
        },
        { to: SAMPLE_SENDER, siteUrl: SAMPLE_SITE, facts: DEFAULT_SITE_FACTS },
      ),
      mainLink: `${SAMPLE_SITE}/admin/contacts/${contactId}`,
      invite: false,
    },
    {
      kind: "visitor-reply",
      message: await replyEmail(
        {
          id: "0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
          toEmail: "dana@example.com",
          kind: "contact",
          body: "Hi Dana,\n\nFriday at 9 works. We'll bring everything.\n\nKim",
          theirs: {
            subject: "Booking & Scheduling",
            text: `Can you come on Friday morning?\n${HOSTILE}`,
            at: new Date("2026-11-27T17:05:00Z"),
          },
        },
        { siteUrl: SAMPLE_SITE, facts: DEFAULT_SITE_FACTS },
      ),
      mainLink: null,
      invite: false,
    },
  ];
}
