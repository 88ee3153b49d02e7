import { createFileRoute } from "@tanstack/react-router";
import { CtaBand } from "../../components/page/cta-band";
import { PageHero } from "../../components/page/page-hero";
import { Section } from "../../components/ui/section";
import { PlanOverviewCard } from "../../features/planner/plan-overview-card";
import { PlannerQuiz } from "../../features/planner/planner-quiz";
import { resourcePageCrumbs } from "../../features/resources/resource-crumbs";
import { pageHead, SITE_URL } from "../../lib/seo";
import { breadcrumbJsonLd } from "../../../shared/seo/structured-data";

const PATH = "/resources/frequency-planner";
const CRUMBS = resourcePageCrumbs("Frequency Planner", PATH);

export const Route = createFileRoute("/resources/frequency-planner")({
  loader: () =>
    pageHead({
      title: "Cleaning Frequency Planner Quiz",
      description:
        "Weekly, bi-weekly or monthly? Answer five quick questions about your home and household and get a recommended cleaning plan with prices.",
      path: PATH,
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: FrequencyPlannerPage,
});

function FrequencyPlannerPage() {
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Free tool"
        title="Cleaning Frequency Planner"
        intro="How often should your home be cleaned? Answer five quick questions about your household, pets, floors, home size and budget, and we'll recommend the plan that fits."
        aside={<PlanOverviewCard />}
      />
      <Section id="planner" tone="tint" className="md:py-16">
        <div className="mx-auto max-w-3xl">
          <PlannerQuiz />
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
