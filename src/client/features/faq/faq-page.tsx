import { useDeferredValue, useMemo, useState } from "react";
import { searchFaqs } from "#shared/content/faq-page";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import type { Crumb } from "#shared/seo/structured-data";
import { MessageState } from "#client/components/page/data-states";
import { PageHero } from "#client/components/page/page-hero";
import { Button } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { HelpOptions } from "#client/components/page/help-options";
import { FaqCategoryTiles } from "./faq-category-tiles";
import { FaqGroupList } from "./faq-group-list";
import { FaqQuickFacts } from "./faq-quick-facts";
import { FaqSearchBox } from "./faq-search-box";

/** /faq: the published FAQ groups (the route's loader data), searchable. */
export function FaqPage({ crumbs, groups: allGroups }: { crumbs: readonly Crumb[]; groups: SiteFacts["faqs"] }) {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const needle = deferredQuery.trim();
  const groups = useMemo(
    () =>
      allGroups
        .map((group) => ({ ...group, faqs: searchFaqs(needle, group.faqs) }))
        .filter((group) => group.faqs.length > 0),
    [allGroups, needle],
  );
  const matches = groups.reduce((total, group) => total + group.faqs.length, 0);

  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow="Help Center"
        title="Frequently Asked Questions"
        intro={
          <p>
            Straight answers about our cleaning services, prices, scheduling and the areas we serve. Search below or
            browse by topic.
          </p>
        }
        actions={<FaqSearchBox value={query} onChange={setQuery} />}
        aside={<FaqQuickFacts groups={allGroups} />}
      />
      <Section className="pt-0 md:pt-4">
        <p role="status" className="mb-6 text-slate-700 empty:hidden">
          {needle ? `${matches} ${matches === 1 ? "question matches" : "questions match"} “${needle}”` : ""}
        </p>
        {needle ? null : <FaqCategoryTiles />}
        {groups.length > 0 ? (
          <FaqGroupList groups={groups} resultKey={needle.toLowerCase()} />
        ) : (
          <MessageState
            title="No results found"
            message="We couldn't find any FAQs matching your search. Try different keywords or contact us directly."
            action={
              <Button variant="outline" onClick={() => setQuery("")}>
                Clear search
              </Button>
            }
          />
        )}
      </Section>
      <HelpOptions />
    </>
  );
}
