import { createFileRoute } from "@tanstack/react-router";
import { MOVE_IN_OUT_LANDING as PAGE } from "../../shared/content/landing-pages/move-in-out-cleaning-douglas-county";
import { landingContentHead, LandingContentPage } from "../features/landing/landing-content-page";

export const Route = createFileRoute("/move-in-out-cleaning-douglas-county")({
  loader: () => landingContentHead(PAGE),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <LandingContentPage page={PAGE} />,
});
