import { createFileRoute } from "@tanstack/react-router";
import { RECURRING_LANDING as PAGE } from "../../shared/content/landing-pages/recurring-cleaning-douglas-county";
import { landingContentHead, LandingContentPage } from "../features/landing/landing-content-page";

export const Route = createFileRoute("/recurring-cleaning-douglas-county")({
  loader: () => landingContentHead(PAGE),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <LandingContentPage page={PAGE} />,
});
