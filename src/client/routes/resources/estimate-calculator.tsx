import { createFileRoute } from "@tanstack/react-router";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { Section } from "#client/components/ui/section";
import { EstimateCalculator } from "#client/features/estimate/estimate-calculator";
import { HowEstimatesWork } from "#client/features/estimate/how-estimates-work";
import { calculatorInitialInput } from "#client/features/estimate/initial-input";
import { MoreToolsCard } from "#client/features/estimate/more-tools-card";
import { parseCalculatorSearch } from "#client/lib/navigation-search";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Resources", path: "/resources" },
  { name: "Estimate Calculator", path: "/resources/estimate-calculator" },
];

export const Route = createFileRoute("/resources/estimate-calculator")({
  validateSearch: parseCalculatorSearch,
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: "Cleaning Cost Estimate Calculator",
      description:
        "Work out what a standard, deep or move-out clean of your home will cost. Pick its size, rooms, pets and add-ons for an instant price range.",
      path: "/resources/estimate-calculator",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: EstimateCalculatorPage,
});

function EstimateCalculatorPage() {
  const search = Route.useSearch();

  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Free tool"
        title="Cleaning Cost Estimate Calculator"
        intro="Pick your home's size, rooms, pets and any add-ons to see what a one-time clean costs. No sign-up, and the price updates as you go."
        aside={<MoreToolsCard />}
      />
      <Section id="calculator" title="Calculate Your Cleaning Cost">
        <EstimateCalculator key={JSON.stringify(search)} initial={calculatorInitialInput(search)} />
      </Section>
      <Section id="how-it-works" tone="tint" title="How Your Estimate Is Calculated">
        <HowEstimatesWork />
      </Section>
      <CtaBand />
    </>
  );
}
