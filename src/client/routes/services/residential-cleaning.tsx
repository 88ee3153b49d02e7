import { createFileRoute, Link } from "@tanstack/react-router";
import { SERVICES } from "../../../shared/catalog/services";
import { RESIDENTIAL_CLEANING_PAGE as PAGE } from "../../../shared/content/landing-pages/residential-cleaning";
import { TrustBadges } from "../../components/page/trust-badges";
import { buttonVariants } from "../../components/ui/button";
import { Section } from "../../components/ui/section";
import { FactsCard } from "../../components/landing/facts-card";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "../../components/landing/landing-head";
import { LandingPage } from "../../components/landing/landing-page";
import { PlanCard } from "../../features/landing/plan-card";
import { ProcessSteps } from "../../components/landing/process-steps";

const PATH = "/services/residential-cleaning";
const NAME = "Residential Cleaning";
const CRUMBS = serviceCrumbs(NAME, PATH);

export const Route = createFileRoute("/services/residential-cleaning")({
  loader: () =>
    landingHead({
      seo: PAGE.seo,
      path: PATH,
      crumbs: CRUMBS,
      faqs: PAGE.faqs,
      service: pageServiceJsonLd({ service: SERVICES.standard, name: NAME, priceRange: PAGE.priceRange }),
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: ResidentialCleaningPage,
});

function ResidentialCleaningPage() {
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow={NAME}
      title={PAGE.headline}
      intro={<p>{PAGE.intro}</p>}
      actions={
        <>
          <Link to="/booking" className={buttonVariants({ size: "lg" })}>
            Book Your Cleaning
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Get Instant Estimate
          </Link>
        </>
      }
      aside={
        <FactsCard title="Prices at a glance" facts={PAGE.serviceCards.map((card) => ({ label: card.title, value: card.priceLabel }))}>
          <TrustBadges licensedLabel className="mt-5" />
        </FactsCard>
      }
      faqs={PAGE.faqs}
      cta={{
        primaryAction: (
          <Link to="/booking" className={buttonVariants({ variant: "accent", size: "lg" })}>
            Book Your Cleaning
          </Link>
        ),
      }}
    >
      <Section id="choose-your-clean" tone="tint" eyebrow="Two ways to a clean home" title="Choose Your Clean">
        <div className="grid gap-8 md:grid-cols-2">
          {PAGE.serviceCards.map((card) => (
            <PlanCard
              key={card.service}
              title={card.title}
              price={card.priceLabel}
              description={card.description}
              features={card.features}
              mostPopular={card.mostPopular}
              actions={
                <>
                  <Link to="/booking" search={{ serviceType: card.service }} className={buttonVariants()}>
                    Book {card.title}
                  </Link>
                  <Link to="/services/$slug" params={{ slug: card.service }} className={buttonVariants({ variant: "ghost" })}>
                    See what's included<span className="sr-only"> in a {card.title}</span>
                  </Link>
                </>
              }
            />
          ))}
        </div>
      </Section>
      <Section id="process" eyebrow="How it works" title={`Our ${PAGE.process.length}-Step Process`}>
        <ProcessSteps steps={PAGE.process} />
      </Section>
    </LandingPage>
  );
}
