import { createFileRoute, Link } from "@tanstack/react-router";
import { PackageOpen, Truck } from "lucide-react";
import { SERVICES } from "../../shared/catalog/services";
import { MOVE_IN_OUT_PAGE as PAGE } from "../../shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { buttonVariants } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { CheckList } from "../components/page/check-list";
import { landingHead, pageServiceJsonLd, serviceCrumbs } from "../components/landing/landing-head";
import { LandingPage } from "../components/landing/landing-page";
import { ListCard } from "../features/landing/list-card";
import { PriceSummaryCard } from "../features/landing/price-summary-card";

const PATH = "/move-in-out-cleaning-douglas-county";
const CRUMBS = serviceCrumbs("Move In & Move Out Cleaning", PATH);

export const Route = createFileRoute("/move-in-out-cleaning-douglas-county")({
  loader: () =>
    landingHead({
      seo: PAGE.seo,
      path: PATH,
      crumbs: CRUMBS,
      faqs: PAGE.faqs,
      service: pageServiceJsonLd({ service: SERVICES.moveout, name: PAGE.headline, priceRange: PAGE.priceRange }),
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: MoveInOutPage,
});

function MoveInOutPage() {
  return (
    <LandingPage
      crumbs={CRUMBS}
      eyebrow="Moving in or out"
      title={PAGE.headline}
      intro={<p>{PAGE.intro}</p>}
      actions={
        <>
          <Link to="/booking" search={{ serviceType: "moveout" }} className={buttonVariants({ size: "lg" })}>
            Book Your Move Cleaning
          </Link>
          <Link to="/pricing" search={{ serviceType: "moveout" }} className={buttonVariants({ variant: "outline", size: "lg" })}>
            Get Instant Estimate
          </Link>
        </>
      }
      aside={<PriceSummaryCard title="Move cleaning pricing" price={PAGE.fromPriceLabel} priceNote={PAGE.hourlyRateLabel} summary={PAGE.bookingNote} />}
      faqs={PAGE.faqs}
      faqTitle="Move Cleaning FAQs"
      cta={{
        title: "Moving soon? Lock in your cleaning date.",
        primaryAction: (
          <Link to="/booking" search={{ serviceType: "moveout" }} className={buttonVariants({ variant: "accent", size: "lg" })}>
            Book Your Move Cleaning
          </Link>
        ),
      }}
    >
      <Section id="move-lists" tone="tint" eyebrow="Two checklists, one standard" title="Move-Out and Move-In Cleaning">
        <div className="grid gap-6 md:grid-cols-2">
          <ListCard title="Moving Out" icon={Truck} items={PAGE.moveOutList} />
          <ListCard title="Moving In" icon={PackageOpen} items={PAGE.moveInList} />
        </div>
      </Section>
      <Section id="inclusions" eyebrow="No surprises" title="Every Move Cleaning Includes">
        <CheckList items={PAGE.inclusions} columns={2} className="max-w-4xl" />
      </Section>
    </LandingPage>
  );
}
