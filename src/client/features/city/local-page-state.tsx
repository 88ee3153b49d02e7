import type { ReactNode } from "react";
import { PageHero } from "#client/components/page/page-hero";
import { Section } from "#client/components/ui/section";
import { CityLinkGrid } from "#client/components/page/city-link-grid";
import { useSiteFacts } from "#client/lib/site-facts";

interface LocalPageStateProps {
  /** The spec's title, shown as the page's h1. */
  title: string;
  message: string;
  action: ReactNode;
}

/** A local page that cannot be shown (unknown page or city): the spec's texts, then every city the facts list. */
export function LocalPageState({ title, message, action }: LocalPageStateProps) {
  return (
    <>
      <PageHero title={title} intro={<p>{message}</p>} actions={action} />
      <Section
        id="communities"
        tone="tint"
        title="Communities We Serve"
        intro={<p>Find your city for local prices, neighborhoods and reviews.</p>}
      >
        <CityLinkGrid cities={useSiteFacts().serviceAreas} />
      </Section>
    </>
  );
}
