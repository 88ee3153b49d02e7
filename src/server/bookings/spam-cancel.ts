import type { Actor } from "../audit/actor";
import { bookingRef, recordAudit } from "../audit/audit-trail";
import type { Db } from "../db/client";
import { DomainError } from "../errors";
import { removeBookingJobs } from "./booking-jobs";

/** The most bookings one batch may name (a full 21-day calendar is well under it). */
export const SPAM_BATCH_MAX = 200;

/** Statuses a spam mark applies to: a walkthrough that took place (done, no_show) was no fake. */
const SPAM_STATUSES = ["confirmed", "cancelled"];

export interface SpamCancelResult {
  /** References newly cancelled as spam. */
  cancelled: string[];
  /** References that were already marked spam (nothing changed). */
  alreadySpam: string[];
}

/**
 * Cancels bookings as spam in one transaction: each is cancelled (its time freed: only a
 * confirmed booking holds one) and marked spam, and every job still queued for it (its reminder,
 * any unsent confirmation or change email) is removed, so no email goes to the address typed in
 * nor to the owner. One audit entry lists the batch. All or nothing: an unknown id (404) or a
 * walkthrough that took place (409) changes nothing.
 */
export async function cancelAsSpam(db: Db, ids: readonly string[], actor: Actor, now: Date): Promise<SpamCancelResult> {
  const unique = [...new Set(ids)];
  return db.$transaction(async (tx) => {
    // Locked, so a visitor's reschedule or the owner's other tab waits for this batch.
    const rows = await tx.$queryRaw<{ id: string; reference: string; status: string; spam_at: Date | null }[]>`
      SELECT id::text, reference, status, spam_at FROM bookings WHERE id = ANY(${unique}::uuid[]) ORDER BY id FOR UPDATE`;
    if (rows.length < unique.length) throw new DomainError("NOT_FOUND", "Booking not found");
    const tookPlace = rows.filter((row) => !SPAM_STATUSES.includes(row.status));
    if (tookPlace.length > 0)
      throw new DomainError(
        "CONFLICT",
        `Only upcoming or cancelled bookings can be cancelled as spam: ${tookPlace.map((r) => r.reference).join(", ")}`,
      );
    const fresh = rows.filter((row) => row.spam_at === null);
    const freshIds = fresh.map((row) => row.id);
    await tx.booking.updateMany({
      where: { id: { in: freshIds } },
      data: { status: "cancelled", spamAt: now, sequence: { increment: 1 } },
    });
    await removeBookingJobs(tx, freshIds);
    if (fresh.length > 0)
      await recordAudit(tx, actor, {
        action: "bookings.cancel-spam",
        records: freshIds.map(bookingRef),
        detail: { count: fresh.length },
      });
    return {
      cancelled: fresh.map((row) => row.reference).sort(),
      alreadySpam: rows
        .filter((row) => row.spam_at !== null)
        .map((row) => row.reference)
        .sort(),
    };
  });
}
