import { EstimateInputSchema } from "#shared/pricing/estimate-input";
import { saveEstimate, type SavedEstimate } from "#server/leads/save-estimate";
import { rateLimitedProcedure, router } from "#server/trpc/init";

export const estimatesRouter = router({
  /**
   * A visitor going on to /booking with an estimate: priced here and saved under a reference. Their
   * home, described, under a reference their booking or message then carries: personal data.
   */
  save: rateLimitedProcedure("estimates")
    .meta({ personalData: true })
    .input(EstimateInputSchema)
    .mutation(({ ctx, input }): Promise<SavedEstimate> =>
      saveEstimate(ctx.db, ctx.facts.current().facts, input, "booking"),
    ),
});
