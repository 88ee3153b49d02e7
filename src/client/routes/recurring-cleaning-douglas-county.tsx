import { createFileRoute, Link } from "@tanstack/react-router";
import { SERVICES } from "../../shared/catalog/services";
import { RECURRING_PAGE as PAGE } from "../../shared/content/landing-pages/recurring-cleaning-douglas-county";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { BenefitGrid } from "../features/landing/benefit-grid";
import { FactsCard } from "../components/landing/facts-card";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "../components/landing/landing-head";
import { LandingPage } from "../components/landing/landing-page";
import { PlanCard } from "../features/landing/plan-card";

const PATH = "/recurring-cleaning-douglas-county";
const NAME = "Recurring Cleaning";
const CRUMBS = serviceCrumbs(NAME, PATH);

export const Route = createFileRoute("/recurring-cleaning-douglas-county")({
  loader: () =>
    landingHead({
      seo: PAGE.seo,
      path: PATH,
      crumbs: CRUMBS,
      faqs: PAGE.faqs,
      service: pageServiceJsonLd({ service: SERVICES.standard, name: NAME, priceRange: PAGE.priceRange }),
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: RecurringCleaningPage,
});

function RecurringCleaningPage() {
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow="Weekly, bi-weekly or monthly"
      title={PAGE.headline}
      intro={<p>{PAGE.intro}</p>}
      actions={
        <>
          <Link to="/booking" search={{ serviceType: "standard" }} className={buttonVariants({ size: "lg" })}>
            Start Your Plan
          </Link>
          <Link to="/resources/frequency-planner" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Find Your Frequency
          </Link>
        </>
      }
      aside={
        <FactsCard
          title="Recurring savings"
          facts={PAGE.plans.map((plan) => ({ label: plan.name, value: `Save ${plan.discountPercent}% per visit` }))}
        />
      }
      faqs={PAGE.faqs}
      faqTitle="Recurring Cleaning FAQs"
      cta={{
        title: "Ready to never think about cleaning again?",
        primaryAction: (
          <Link to="/booking" search={{ serviceType: "standard" }} className={buttonVariants({ variant: "accent", size: "lg" })}>
            Start Your Plan
          </Link>
        ),
      }}
    >
      <Section id="plans" tone="tint" eyebrow="No contracts" title="Choose Your Cleaning Frequency">
        <div className="grid gap-8 lg:grid-cols-3">
          {PAGE.plans.map((plan) => (
            <PlanCard
              key={plan.frequency}
              title={plan.name}
              price={plan.priceRangeLabel}
              priceNote={`Save ${plan.discountPercent}% on every visit`}
              description={plan.description}
              mostPopular={plan.mostPopular}
              actions={
                <Link
                  to="/booking"
                  search={{ serviceType: "standard", frequency: plan.frequency }}
                  className={buttonVariants({ variant: plan.mostPopular ? "primary" : "outline" })}
                >
                  Choose {plan.name}
                </Link>
              }
            />
          ))}
        </div>
      </Section>
      <Section id="benefits" eyebrow="Why recurring" title="Benefits of a Recurring Plan">
        <BenefitGrid benefits={PAGE.benefits} />
      </Section>
    </LandingPage>
  );
}
