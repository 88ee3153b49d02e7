import { useLoaderData } from "@tanstack/react-router";
import type { LandingPageLayout } from "#shared/content/landing-pages/landing-layout";
import { TrustBadges } from "#client/components/page/trust-badges";
import { FactsCard } from "#client/components/landing/facts-card";
import { LandingActionLink } from "./landing-action-link";
import { serviceCrumbs } from "#client/components/landing/landing-head";
import { LandingPage } from "#client/components/landing/landing-page";
import { LandingSectionBand } from "./landing-sections";
import { PriceSummaryCard } from "./price-summary-card";

/** A service landing page drawn from its data (src/shared/content/landing-pages). */
export function LandingContentPage({ page }: { page: LandingPageLayout }) {
  const { aside, cta } = page;
  return (
    <LandingPage
      crumbs={serviceCrumbs(page.crumbName, page.path)}
      eyebrow={page.eyebrow}
      title={page.headline}
      intro={<p>{page.intro}</p>}
      actions={page.actions.map((action, index) => (
        <LandingActionLink key={index} action={action} variant={index === 0 ? "primary" : "outline"} size="lg" />
      ))}
      aside={
        aside.kind === "facts" ? (
          <FactsCard title={aside.title} facts={aside.facts}>
            {aside.trustBadges ? <TrustBadges licensedLabel className="mt-5" /> : null}
          </FactsCard>
        ) : (
          <PriceSummaryCard
            title={aside.title}
            price={aside.price}
            priceNote={aside.priceNote}
            summary={aside.summary}
          />
        )
      }
      faqs={page.faqs}
      faqTitle={page.faqTitle}
      cta={
        cta
          ? {
              ...(cta.title ? { title: cta.title } : {}),
              primaryAction: <LandingActionLink action={cta.action} variant="accent" size="lg" />,
            }
          : undefined
      }
    >
      {page.sections.map((section) => (
        <LandingSectionBand key={section.id} section={section} />
      ))}
    </LandingPage>
  );
}

/**
 * The route component of the four landing pages, each route's loader handing it the page's data.
 * The routes load this module as one shared chunk, so what it imports (icons, section parts) is
 * not counted as shared by four routes and pulled into the first visit's "app" chunk.
 */
export function LandingContentRoute() {
  const data: unknown = useLoaderData({ strict: false });
  const page = (data as { page?: LandingPageLayout } | undefined)?.page;
  if (!page) throw new Error("A landing route's loader must return its page");
  return <LandingContentPage page={page} />;
}
