import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "#client/features/legal/legal-document-page";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { useSiteFacts } from "#client/lib/site-facts";
import { filledLegalDocument } from "#shared/content/legal/filled-legal-document";
import { TERMS_DOCUMENT } from "#shared/content/legal/terms";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const CRUMBS = [
  { name: "Home", path: "/" },
  { name: TERMS_DOCUMENT.title, path: "/legal/terms" },
];

export const Route = createFileRoute("/legal/terms")({
  loader: async ({ context }) => ({
    // The figures only the terms quote (payment, guarantee, claim windows) travel with this page alone.
    terms: await context.loadQuery("facts", "terms", undefined),
    head: pageHead({
      siteName: await siteName(context),
      title: TERMS_DOCUMENT.title,
      description:
        "The terms for our cleaning services: pricing and payment, scheduling and cancellations, insurance, our satisfaction guarantee and more.",
      path: "/legal/terms",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  }),
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: TermsRoute,
});

function TermsRoute() {
  const { terms } = Route.useLoaderData();
  const document = filledLegalDocument(TERMS_DOCUMENT, { ...useSiteFacts(), terms });
  return <LegalDocumentPage document={document} crumbs={CRUMBS} />;
}
