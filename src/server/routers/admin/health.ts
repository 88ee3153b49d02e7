import { adminProcedure } from "#server/admin/admin-procedures";
import { DomainError } from "#server/errors";
import { healthReport } from "#server/health/health-report";
import { router } from "#server/trpc/init";

/** The owner's health page (/admin/health); GET /api/admin/health answers the same report. */
export const healthRouter = router({
  get: adminProcedure.query(({ ctx }) => {
    if (!ctx.health) throw new DomainError("SERVICE_UNAVAILABLE", "This server was started without its health figures");
    return healthReport(ctx.db, ctx.health, { emailOn: ctx.notifications.emailOn, facts: ctx.facts });
  }),
});
