import { createFileRoute } from "@tanstack/react-router";
import { DEEP_CLEAN_LANDING as PAGE } from "../../shared/content/landing-pages/deep-clean-douglas-county";
import { landingContentHead, LandingContentPage } from "../features/landing/landing-content-page";

export const Route = createFileRoute("/deep-clean-douglas-county")({
  loader: () => landingContentHead(PAGE),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <LandingContentPage page={PAGE} />,
});
