import { createFileRoute, lazyRouteComponent } from "@tanstack/react-router";
import { MOVE_IN_OUT_LANDING as PAGE } from "#shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { landingContentHead } from "../components/landing/landing-head";

export const Route = createFileRoute("/move-in-out-cleaning-douglas-county")({
  // The component is the landing pages' one shared chunk (landing-content-page.tsx); the loader,
  // with this page's data, is split off as usual.
  codeSplitGroupings: [["loader"]],
  loader: () => ({ head: landingContentHead(PAGE), page: PAGE }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: lazyRouteComponent(() => import("../features/landing/landing-content-page"), "LandingContentRoute"),
});
