import { createFileRoute } from "@tanstack/react-router";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { Section } from "#client/components/ui/section";
import { PlanOverviewCard } from "#client/features/planner/plan-overview-card";
import { PlannerQuiz } from "#client/features/planner/planner-quiz";
import { resourcePageCrumbs } from "#client/features/resources/resource-crumbs";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const PATH = "/resources/frequency-planner";
const CRUMBS = resourcePageCrumbs("Frequency Planner", PATH);

export const Route = createFileRoute("/resources/frequency-planner")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
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
      <Section id="planner" tone="tint" spacing="compact">
        <div className="mx-auto max-w-3xl">
          <PlannerQuiz />
        </div>
      </Section>
      <CtaBand />
    </>
  );
}
