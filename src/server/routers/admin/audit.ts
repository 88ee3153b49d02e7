import { adminProcedure } from "#server/admin/admin-procedures";
import { AuditListInputSchema, listAudit } from "#server/audit/audit-queries";
import { router } from "#server/trpc/init";

/**
 * The audit trail: who opened, changed, exported or erased which records. Served under
 * admin.privacy (merged with the privacy router, the path the pages call) because it answers
 * the same question: what happened to a person's data.
 */
export const auditRouter = router({
  audit: adminProcedure.input(AuditListInputSchema).query(({ ctx, input }) => listAudit(ctx.db, input)),
});
