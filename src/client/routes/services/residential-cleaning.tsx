import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { residentialCleaningLanding } from "#shared/content/landing-pages/residential-cleaning";
import { landingContentHead } from "#client/components/landing/landing-head";

export const Route = createFileRoute("/services/residential-cleaning")({
  // The component is the landing pages' one shared chunk (landing-content-page.tsx); the loader,
  // with this page's data, is split off as usual.
  codeSplitGroupings: [["loader"]],
  loader: async ({ context }) => {
    // The page quotes the published facts: those of the revision this page comes with.
    const facts = await context.loadQuery("facts", "site", undefined);
    const page = residentialCleaningLanding(facts);
    return { head: landingContentHead(page, facts), page };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: lazyRouteComponent(() => import("#client/features/landing/landing-content-page"), "LandingContentRoute"),
});
