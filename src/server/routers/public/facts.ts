import { z } from "zod";
import { homeFaqs, pricingFaqs } from "#shared/content/faq-page";
import { filledAbout, filledCommunity, filledFaqGroups, filledTeam } from "#shared/content/filled-copy";
import { type CoreSiteFacts, coreSiteFacts } from "#shared/facts/core-site-facts";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { DomainError } from "#server/errors";
import { publicProcedure, router } from "#server/trpc/init";

const CityInput = z.object({
  slug: z
    .string({ error: "slug must be text" })
    .max(100, "slug must be at most 100 characters")
    .regex(/^[a-z0-9-]+$/, "slug may only contain lowercase letters, digits and hyphens"),
});

type ServiceAreaFacts = SiteFacts["serviceAreas"][number];

/** Reads of the revision in force on this instance (ADR 0028); answered from memory. */
export const factsRouter = router({
  /** What every page shows: the business, claims, prices, cities (without their long copy), policies. */
  site: publicProcedure.meta({ personalData: false }).query(({ ctx }): CoreSiteFacts => {
    const { revision, facts } = ctx.facts.current();
    return coreSiteFacts(facts, revision);
  }),
  /** The revision in force: the browser asks on each client-side navigation whether its page is still current. */
  revision: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): { revision: number } => ({ revision: ctx.facts.current().revision })),
  // The long copy travels only with the pages that show it, its fact tokens filled from the same revision.
  faqs: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): SiteFacts["faqs"] => filledFaqGroups(ctx.facts.current().facts)),
  about: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): SiteFacts["about"] => filledAbout(ctx.facts.current().facts)),
  team: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): SiteFacts["team"] => filledTeam(ctx.facts.current().facts)),
  community: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): SiteFacts["community"] => filledCommunity(ctx.facts.current().facts)),
  /** The questions the home page features, without the rest of the FAQ copy. */
  homeFaqs: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }) => homeFaqs(filledFaqGroups(ctx.facts.current().facts))),
  /** The questions /pricing shows. */
  pricingFaqs: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }) => pricingFaqs(filledFaqGroups(ctx.facts.current().facts))),
  /** The figures only the terms of service quote (cancellation charge, claims windows): for /legal/terms. */
  terms: publicProcedure
    .meta({ personalData: false })
    .query(({ ctx }): SiteFacts["terms"] => ctx.facts.current().facts.terms),
  /** One city served, with its details when it has them; 404 for a slug that is not served. */
  city: publicProcedure
    .meta({ personalData: false })
    .input(CityInput)
    .query(({ ctx, input }): ServiceAreaFacts => {
      const area = ctx.facts.current().facts.serviceAreas.find((candidate) => candidate.slug === input.slug);
      if (!area) throw new DomainError("NOT_FOUND", `No service area "${input.slug}"`);
      return area;
    }),
});
