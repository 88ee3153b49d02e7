import { DashboardRangeSchema, dashboardSummary } from "../analytics/dashboard-queries";
import { router } from "../trpc/init";
import { adminProcedure } from "./admin-procedures";

/** The owner's dashboard (/admin/dashboard): what the website brings in, from the cookieless measurement. */
export const dashboardRouter = router({
  summary: adminProcedure.input(DashboardRangeSchema).query(({ ctx, input }) => dashboardSummary(ctx.db, input)),
});
