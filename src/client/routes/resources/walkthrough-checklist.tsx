import { createFileRoute } from "@tanstack/react-router";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { Section } from "#client/components/ui/section";
import { ChecklistDownloadCard } from "#client/features/checklist/checklist-download-card";
import { ChecklistRoomCard } from "#client/features/checklist/checklist-room-card";
import { PrintButton } from "#client/features/checklist/print-button";
import { resourcePageCrumbs } from "#client/features/resources/resource-crumbs";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { useSiteFacts } from "#client/lib/site-facts";
import { checklistItemCount, walkthroughChecklist } from "#shared/content/walkthrough-checklist";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const PATH = "/resources/walkthrough-checklist";
const CRUMBS = resourcePageCrumbs("Walkthrough Checklist", PATH);

export const Route = createFileRoute("/resources/walkthrough-checklist")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: "Free In-Home Walkthrough Checklist",
      description:
        "A free room-by-room checklist of what to show your cleaner at the in-home walkthrough. Print it or download a copy with your name on it.",
      path: PATH,
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: WalkthroughChecklistPage,
});

function WalkthroughChecklistPage() {
  const sections = walkthroughChecklist(useSiteFacts());
  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Free resource"
        title="Walkthrough Checklist"
        intro={
          <p>
            Your free in-home walkthrough is where we learn how you want your home cleaned. This checklist covers{" "}
            {checklistItemCount(sections)} points across {sections.length} areas of the home, so nothing that matters to
            you gets missed on your first clean.
          </p>
        }
        actions={<PrintButton />}
        aside={<ChecklistDownloadCard />}
      />
      <Section
        id="checklist"
        title="The Checklist, Room by Room"
        intro="Tick each point as you walk through your home with your cleaner, or print the page and bring it along."
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {sections.map((section, index) => (
            <li key={section.id}>
              <ChecklistRoomCard section={section} number={index + 1} />
            </li>
          ))}
        </ol>
      </Section>
      <CtaBand
        title="Ready for your walkthrough?"
        text="Book a free in-home assessment, or call and we'll find a time that suits you."
      />
    </>
  );
}
