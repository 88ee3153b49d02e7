import { DashboardRangeSchema, dashboardSummary } from "#server/analytics/dashboard-queries";
import { router } from "#server/trpc/init";
import { adminProcedure } from "#server/admin/admin-procedures";
import { countUnansweredTurns } from "#server/admin/question-queries";

/**
 * The owner's dashboard (/admin/dashboard): what the website brings in, from the cookieless
 * measurement, and how often Dove could not answer in the same days (its list: /admin/questions).
 */
export const dashboardRouter = router({
  summary: adminProcedure.input(DashboardRangeSchema).query(async ({ ctx, input }) => {
    const [summary, unansweredQuestions] = await Promise.all([
      dashboardSummary(ctx.db, input, ctx.facts.current().facts),
      countUnansweredTurns(ctx.db, input.from, input.to),
    ]);
    return { ...summary, unansweredQuestions };
  }),
});
