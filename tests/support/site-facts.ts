import { filledAbout, filledCommunity, filledFaqGroups, filledTeam } from "#shared/content/filled-copy";
import { type CoreSiteFacts, coreSiteFacts } from "#shared/facts/core-site-facts";
import { DEFAULT_SITE_FACTS } from "#shared/facts/default-site-facts";
import { type SiteFacts, SiteFactsSchema } from "#shared/facts/site-facts-schema";

/** The facts as the code ships them (a new database's revision 1), as the server reads them. */
export const SHIPPED_FACTS: SiteFacts = SiteFactsSchema.parse(DEFAULT_SITE_FACTS);

/** What every page carries of SHIPPED_FACTS (routers/public/facts.ts answers the same). */
export const SHIPPED_CORE_FACTS: CoreSiteFacts = coreSiteFacts(SHIPPED_FACTS, 1);

/** The shipped FAQs as visitors read them: every group's questions, fact tokens filled. */
export const SHIPPED_FAQS = filledFaqGroups(SHIPPED_FACTS).flatMap((group) => group.faqs);

/** The shipped document's copy as visitors read it (fact tokens filled), as the facts queries answer. */
export const SHIPPED_COPY = {
  faqs: filledFaqGroups(SHIPPED_FACTS),
  about: filledAbout(SHIPPED_FACTS),
  team: filledTeam(SHIPPED_FACTS),
  community: filledCommunity(SHIPPED_FACTS),
};
