import { z } from "zod";
import { storable } from "#shared/schemas/storable-text";
import { AUDIT_ACTION_KEYS, type AuditAction, type AuditRecordRef } from "#shared/privacy/audit-actions";
import type { Db } from "../db/client";
import { DaySchema as day, businessDayRange } from "../admin/day-range";
import type { Prisma } from "../db/generated/client";

export const AUDIT_PAGE_SIZE = 50;

export const AuditListInputSchema = z.object({
  action: z
    .enum(AUDIT_ACTION_KEYS as [AuditAction, ...AuditAction[]], { error: "Action must be one of the audited actions" })
    .optional(),
  actor: storable(z.string({ error: "Actor must be text" }), "Actor")
    .trim()
    .min(1, "Actor must not be empty")
    .max(200, "Actor is at most 200 characters")
    .optional(),
  /** Entries on or after this UTC day. */
  from: day.optional(),
  /** Entries on or before this UTC day. */
  to: day.optional(),
  /** Entries naming this record: a message or conversation id, or an estimate reference. */
  record: storable(z.string({ error: "Record must be text" }), "Record")
    .trim()
    .min(1, "Record must not be empty")
    .max(100, "Record is at most 100 characters")
    // Ids are stored lower-case, estimate references upper-case: a pasted one matches either way.
    .transform((id) => (/^bb-/i.test(id) ? id.toUpperCase() : id.toLowerCase()))
    .optional(),
  page: z
    .int({ error: "Page must be a whole number" })
    .min(1, "Page must be at least 1")
    .max(10_000, "Page is too large")
    .default(1),
});
export type AuditListInput = z.infer<typeof AuditListInputSchema>;

export interface AuditEntryView {
  id: string;
  at: string;
  actor: string;
  ownerAccountId: string | null;
  action: string;
  records: AuditRecordRef[];
  detail: Record<string, unknown> | null;
}

function auditWhere({ action, actor, from, to, record }: AuditListInput): Prisma.AuditEntryWhereInput {
  const at = businessDayRange(from, to);
  return {
    ...(action ? { action } : {}),
    ...(actor ? { actor } : {}),
    ...(at ? { at } : {}),
    // jsonb containment (@>), served by the GIN index on records.
    ...(record ? { records: { array_contains: [{ id: record }] } } : {}),
  };
}

/** Audit entries newest first, filtered, with the actors there are (for the filter's choices). */
export async function listAudit(db: Db, { page, ...filter }: AuditListInput) {
  const where = auditWhere({ page, ...filter });
  const [rows, total, actors] = await Promise.all([
    db.auditEntry.findMany({
      where,
      orderBy: [{ at: "desc" }, { id: "desc" }],
      skip: (page - 1) * AUDIT_PAGE_SIZE,
      take: AUDIT_PAGE_SIZE,
    }),
    db.auditEntry.count({ where }),
    db.auditEntry.groupBy({ by: ["actor"], orderBy: { actor: "asc" } }),
  ]);
  const items: AuditEntryView[] = rows.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    actor: row.actor,
    ownerAccountId: row.ownerAccountId,
    action: row.action,
    records: row.records as unknown as AuditRecordRef[],
    detail: (row.detail ?? null) as Record<string, unknown> | null,
  }));
  return { items, total, page, pageSize: AUDIT_PAGE_SIZE, actors: actors.map((row) => row.actor) };
}
