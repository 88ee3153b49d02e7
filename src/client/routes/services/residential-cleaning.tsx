import { createFileRoute } from "@tanstack/react-router";
import { RESIDENTIAL_CLEANING_LANDING as PAGE } from "../../../shared/content/landing-pages/residential-cleaning";
import { landingContentHead, LandingContentPage } from "../../features/landing/landing-content-page";

export const Route = createFileRoute("/services/residential-cleaning")({
  loader: () => landingContentHead(PAGE),
  head: ({ loaderData }) => loaderData ?? {},
  component: () => <LandingContentPage page={PAGE} />,
});
