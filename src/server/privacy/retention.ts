import { PRIVACY_POLICY } from "#shared/business/policies";
import { deleteExpiredAnalytics } from "../analytics/retention";
import { type Actor, SYSTEM_ACTOR } from "../audit/actor";
import { recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";

/** How long a kind of record is kept; years from the privacy policy, days for technical records. */
export type RetentionPeriod = { years: number } | { days: number };

/**
 * One kind of stored record and the policy's period for it. `delete` removes the records past
 * the period at `now` and says how many. Rules run in the order of RETENTION_RULES.
 */
export interface RetentionRule {
  /** Names the kind in the counts, the log and the CLI, e.g. "contact-messages". */
  kind: string;
  period: RetentionPeriod;
  delete(db: Db, now: Date): Promise<number>;
}

/** The instant before which a record is past its period (calendar years, UTC). */
export function retentionCutoff(now: Date, period: RetentionPeriod): Date {
  const cutoff = new Date(now);
  if ("years" in period) cutoff.setUTCFullYear(cutoff.getUTCFullYear() - period.years);
  else cutoff.setUTCDate(cutoff.getUTCDate() - period.days);
  return cutoff;
}

/** A rule that deletes what is older than the cutoff its period gives. */
export function retentionRule(
  kind: string,
  period: RetentionPeriod,
  deleteOlderThan: (db: Db, cutoff: Date) => Promise<{ count: number }>,
): RetentionRule {
  return { kind, period, delete: async (db, now) => (await deleteOlderThan(db, retentionCutoff(now, period))).count };
}

const { communicationRecordYears, auditRecordYears, measurementEventDays, customerDataYearsAfterRelationship } =
  PRIVACY_POLICY.retention;
/** Technical bookkeeping kept for looking back: token spend per day, scheduled runs, jobs that failed for good. */
const BOOKKEEPING_DAYS = 90;

/**
 * What the site stores and for how long, each period read from PRIVACY_POLICY (the privacy
 * policy's text reads the same figures). Add a kind by adding one entry. Estimates come after
 * contact messages and conversations: an estimate stays while a message or conversation it
 * belongs to is kept, so it goes only once those are gone (deleting them unlinks it).
 */
export const RETENTION_RULES: readonly RetentionRule[] = [
  retentionRule("contact-messages", { years: communicationRecordYears }, (db, cutoff) =>
    db.contactMessage.deleteMany({ where: { createdAt: { lt: cutoff } } }),
  ),
  // A conversation's age is its last message's; its messages go with it (ON DELETE CASCADE).
  retentionRule("chat-conversations", { years: communicationRecordYears }, (db, cutoff) =>
    db.chatConversation.deleteMany({ where: { updatedAt: { lt: cutoff } } }),
  ),
  // A booking is customer data: kept for the relationship plus 3 years, counted from its walkthrough's date.
  retentionRule("bookings", { years: customerDataYearsAfterRelationship }, (db, cutoff) =>
    db.booking.deleteMany({ where: { startsAt: { lt: cutoff } } }),
  ),
  retentionRule("estimates", { years: communicationRecordYears }, (db, cutoff) =>
    db.estimate.deleteMany({
      where: { createdAt: { lt: cutoff }, conversationId: null, contacts: { none: {} }, bookings: { none: {} } },
    }),
  ),
  retentionRule("audit-entries", { years: auditRecordYears }, (db, cutoff) =>
    db.auditEntry.deleteMany({ where: { at: { lt: cutoff } } }),
  ),
  // Answered requests, counted from the answer; open ones stay until answered.
  retentionRule("privacy-requests", { years: auditRecordYears }, (db, cutoff) =>
    db.privacyRequest.deleteMany({ where: { doneAt: { lt: cutoff } } }),
  ),
  // Raw measurement events, once their days are rolled up into totals that identify no one; and
  // every visitor-hash salt but today's. Days are the database's UTC days, as the events'.
  {
    kind: "measurement-events",
    period: { days: measurementEventDays },
    delete: async (db) => (await deleteExpiredAnalytics(db, measurementEventDays)).events,
  },
  // Shared state that has expired by itself (kept 0 days past its own end).
  retentionRule("owner-sessions", { days: 0 }, (db, cutoff) =>
    db.ownerSession.deleteMany({ where: { expiresAt: { lte: cutoff } } }),
  ),
  retentionRule("rate-limit-counters", { days: 0 }, (db, cutoff) =>
    db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: cutoff } } }),
  ),
  // A spent proof of work is refused again only until its challenge expires (ADR 0021).
  retentionRule("booking-proofs", { days: 0 }, (db, cutoff) =>
    db.bookingProof.deleteMany({ where: { expiresAt: { lte: cutoff } } }),
  ),
  retentionRule("dove-token-days", { days: BOOKKEEPING_DAYS }, (db, cutoff) =>
    db.doveTokenUsage.deleteMany({ where: { day: { lt: cutoff } } }),
  ),
  retentionRule("scheduled-runs", { days: BOOKKEEPING_DAYS }, (db, cutoff) =>
    db.scheduledRun.deleteMany({ where: { scheduledFor: { lt: cutoff } } }),
  ),
  // Notification jobs leave the queue when done; one that used up its attempts stays for
  // inspection (it holds a message id, never content) until this.
  retentionRule("failed-jobs", { days: BOOKKEEPING_DAYS }, async (db, cutoff) => {
    const [row] = await db.$queryRaw<{ count: bigint }[]>`
      SELECT count(*) AS count FROM graphile_worker.complete_jobs(ARRAY(
        SELECT id FROM graphile_worker.jobs WHERE attempts >= max_attempts AND updated_at < ${cutoff}
      ))`;
    return { count: Number(row?.count ?? 0) };
  }),
];

/** How many records of each kind a run deleted, e.g. { "contact-messages": 3, ... }. */
export type RetentionCounts = Record<string, number>;

/** Where a run reports its counts (pino's and Fastify's loggers fit). */
export interface RetentionLog {
  info(fields: object, message: string): void;
}

/**
 * Deletes every kind's records past its period at `now`, then records the run in the audit trail
 * (by `actor`: "system" for the daily job, the OS user for the CLI). Logs counts, never content.
 */
export async function runRetention(
  db: Db,
  now: Date,
  log?: RetentionLog,
  actor: Actor = SYSTEM_ACTOR,
): Promise<RetentionCounts> {
  const counts: RetentionCounts = {};
  for (const rule of RETENTION_RULES) counts[rule.kind] = await rule.delete(db, now);
  await recordAudit(db, actor, { action: "retention.run", detail: { deleted: counts } });
  log?.info({ deleted: counts }, "retention run: deleted records past their period");
  return counts;
}
