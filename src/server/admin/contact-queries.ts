import { z } from "zod";
import { storable } from "#shared/schemas/storable-text";
import type { Db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { ESTIMATE_DETAIL_SELECT, type EstimateDetail, toEstimateDetail } from "./estimate-queries";

export const INBOX_PAGE_SIZE = 50;
/** The most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 10_000;

export const ContactFilterSchema = z.object({
  /** "unread": not yet marked handled; "answered": the owner replied from the inbox. */
  status: z
    .enum(["all", "unread", "handled", "answered", "unanswered"], {
      error: "Status must be all, unread, handled, answered or unanswered",
    })
    .default("all"),
  search: storable(z.string({ error: "Search must be text" }), "Search")
    .trim()
    .max(200, "Search must be at most 200 characters")
    .optional(),
  /** Spam is hidden unless asked for. */
  includeSpam: z.boolean({ error: "includeSpam must be true or false" }).default(false),
});
export type ContactFilter = z.infer<typeof ContactFilterSchema>;

export const ContactListInputSchema = ContactFilterSchema.extend({
  page: z
    .int({ error: "Page must be a whole number" })
    .min(1, "Page must be at least 1")
    .max(10_000, "Page is too large")
    .default(1),
});

export interface ContactSummary {
  id: string;
  name: string;
  email: string;
  subject: string | null;
  preview: string;
  createdAt: string;
  handledAt: string | null;
  isSpam: boolean;
  estimateReference: string | null;
}

/** A listed message: has the owner replied from the inbox, and did the latest reply fail or get held. */
export interface ContactListItem extends ContactSummary {
  answered: boolean;
  replyProblem: boolean;
}

/** The owner's email about a message, as the inbox shows it. */
export interface ContactNotification {
  /** "queued" until the first attempt; see ContactMessage.notifyStatus. */
  status: "queued" | "retrying" | "sent" | "failed" | "off" | "untracked";
  attempts: number;
  /** The last failure's error code (ECONNREFUSED, EAUTH…). */
  error: string | null;
  nextAttemptAt: string | null;
  sentAt: string | null;
}

export interface ContactDetail extends Omit<ContactSummary, "preview"> {
  phone: string | null;
  address: string | null;
  message: string;
  spamReason: string | null;
  estimate: EstimateDetail | null;
  /** Null for spam, which is never emailed. */
  notification: ContactNotification | null;
}

const NOTIFICATION_SELECT = {
  notifyStatus: true,
  notifyAttempts: true,
  notifyError: true,
  notifyNextAt: true,
  notifiedAt: true,
} as const;
type NotificationRow = Prisma.ContactMessageGetPayload<{ select: typeof NOTIFICATION_SELECT }>;

function notificationOf(row: NotificationRow): ContactNotification {
  return {
    // Owed (NULL: the relay has not queued it yet) and queued look the same to the owner.
    status: (row.notifyStatus ?? "queued") as ContactNotification["status"],
    attempts: row.notifyAttempts,
    error: row.notifyError,
    nextAttemptAt: row.notifyNextAt?.toISOString() ?? null,
    sentAt: row.notifiedAt?.toISOString() ?? null,
  };
}

const STATUS_WHERE: Record<ContactFilter["status"], Prisma.ContactMessageWhereInput> = {
  all: {},
  unread: { handledAt: null },
  handled: { handledAt: { not: null } },
  answered: { replies: { some: {} } },
  unanswered: { replies: { none: {} } },
};

export function contactWhere({ status, search, includeSpam }: ContactFilter): Prisma.ContactMessageWhereInput {
  const text = search ? { contains: search, mode: "insensitive" as const } : undefined;
  return {
    ...(includeSpam ? {} : { isSpam: false }),
    ...STATUS_WHERE[status],
    ...(text ? { OR: [{ name: text }, { email: text }, { message: text }] } : {}),
  };
}

const SUMMARY_SELECT = {
  id: true,
  name: true,
  email: true,
  subject: true,
  message: true,
  createdAt: true,
  handledAt: true,
  isSpam: true,
  estimate: { select: { reference: true } },
} as const;

/** The message without its "Subject: …" line, on one line, shortened. */
function previewOf(message: string): string {
  const body = message
    .replace(/^Subject: [^\n]*\n+/, "")
    .replace(/\s+/g, " ")
    .trim();
  return body.length > 160 ? `${body.slice(0, 159)}…` : body;
}

export async function listContacts(db: Db, { page, ...filter }: z.infer<typeof ContactListInputSchema>) {
  const where = contactWhere(filter);
  const [rows, total] = await Promise.all([
    db.contactMessage.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * INBOX_PAGE_SIZE,
      take: INBOX_PAGE_SIZE,
      select: { ...SUMMARY_SELECT, replies: { orderBy: { createdAt: "desc" }, take: 1, select: { status: true } } },
    }),
    db.contactMessage.count({ where }),
  ]);
  const items: ContactListItem[] = rows.map(({ message, createdAt, handledAt, estimate, replies, ...row }) => ({
    ...row,
    answered: replies.length > 0,
    replyProblem: replies[0]?.status === "failed" || replies[0]?.status === "held",
    preview: previewOf(message),
    createdAt: createdAt.toISOString(),
    handledAt: handledAt?.toISOString() ?? null,
    estimateReference: estimate?.reference ?? null,
  }));
  return { items, total, page, pageSize: INBOX_PAGE_SIZE };
}

export async function findContact(db: Db, id: string): Promise<ContactDetail | null> {
  const row = await db.contactMessage.findUnique({
    where: { id },
    select: {
      ...SUMMARY_SELECT,
      phone: true,
      address: true,
      spamReason: true,
      estimate: { select: ESTIMATE_DETAIL_SELECT },
      ...NOTIFICATION_SELECT,
    },
  });
  if (!row) return null;
  const {
    createdAt,
    handledAt,
    estimate,
    notifyStatus,
    notifyAttempts,
    notifyError,
    notifyNextAt,
    notifiedAt,
    ...rest
  } = row;
  return {
    ...rest,
    createdAt: createdAt.toISOString(),
    handledAt: handledAt?.toISOString() ?? null,
    estimateReference: estimate?.reference ?? null,
    estimate: estimate ? toEstimateDetail(estimate) : null,
    notification: row.isSpam
      ? null
      : notificationOf({ notifyStatus, notifyAttempts, notifyError, notifyNextAt, notifiedAt }),
  };
}

/** Marks a message handled (now) or unhandled; null when there is no such message. */
export async function setContactHandled(
  db: Db,
  id: string,
  handled: boolean,
): Promise<{ id: string; handledAt: string | null } | null> {
  const { count } = await db.contactMessage.updateMany({
    where: { id },
    data: { handledAt: handled ? new Date() : null },
  });
  if (count === 0) return null;
  const row = await db.contactMessage.findUniqueOrThrow({ where: { id }, select: { id: true, handledAt: true } });
  return { id: row.id, handledAt: row.handledAt?.toISOString() ?? null };
}

/** Every message matching the filter, newest first, for the CSV export. */
export function contactsForExport(db: Db, filter: ContactFilter) {
  return db.contactMessage.findMany({
    where: contactWhere(filter),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: EXPORT_MAX_ROWS,
    select: {
      id: true,
      createdAt: true,
      name: true,
      email: true,
      phone: true,
      address: true,
      subject: true,
      message: true,
      handledAt: true,
      isSpam: true,
      spamReason: true,
      estimate: { select: { reference: true } },
    },
  });
}
