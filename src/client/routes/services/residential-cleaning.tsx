import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { RESIDENTIAL_CLEANING_LANDING as PAGE } from "#shared/content/landing-pages/residential-cleaning";
import { landingContentHead } from "#client/components/landing/landing-head";

export const Route = createFileRoute("/services/residential-cleaning")({
  // The component is the landing pages' one shared chunk (landing-content-page.tsx); the loader,
  // with this page's data, is split off as usual.
  codeSplitGroupings: [["loader"]],
  loader: () => ({ head: landingContentHead(PAGE), page: PAGE }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: lazyRouteComponent(() => import("#client/features/landing/landing-content-page"), "LandingContentRoute"),
});
