import { createContext, type ReactNode, use } from "react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";

const SiteFactsContext = createContext<CoreSiteFacts | null>(null);

/** Provides the facts of the revision the page was rendered with (the root route's loader data). */
export function SiteFactsProvider({ facts, children }: { facts: CoreSiteFacts; children: ReactNode }) {
  return <SiteFactsContext value={facts}>{children}</SiteFactsContext>;
}

/**
 * The site's facts (name, phone, prices, cities, policies) of the published revision this page
 * came with. The browser bundle carries none: they travel with each page's data (ADR 0028).
 */
export function useSiteFacts(): CoreSiteFacts {
  const facts = use(SiteFactsContext);
  if (!facts) throw new Error("useSiteFacts() outside SiteFactsProvider: the root route provides it");
  return facts;
}
