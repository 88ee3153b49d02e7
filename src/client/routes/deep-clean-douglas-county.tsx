import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { DEEP_CLEAN_LANDING as PAGE } from "#shared/content/landing-pages/deep-clean-douglas-county";
import { landingContentHead } from "../components/landing/landing-head";

export const Route = createFileRoute("/deep-clean-douglas-county")({
  // The component is the landing pages' one shared chunk (landing-content-page.tsx); the loader,
  // with this page's data, is split off as usual.
  codeSplitGroupings: [["loader"]],
  loader: () => ({ head: landingContentHead(PAGE), page: PAGE }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: lazyRouteComponent(() => import("../features/landing/landing-content-page"), "LandingContentRoute"),
});
