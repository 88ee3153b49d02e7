import { type CoreSiteFacts, coreSiteFacts } from "#shared/facts/core-site-facts";
import { publicProcedure, router } from "#server/trpc/init";

export const factsRouter = router({
  /** The facts of the revision in force on this instance that every page shows (ADR 0028). */
  site: publicProcedure.meta({ personalData: false }).query(({ ctx }): CoreSiteFacts => {
    const { revision, facts } = ctx.facts.current();
    return coreSiteFacts(facts, revision);
  }),
});
