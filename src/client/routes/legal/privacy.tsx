import { createFileRoute } from "@tanstack/react-router";
import { LegalDocumentPage } from "#client/features/legal/legal-document-page";
import { pageHead, SITE_URL, siteName } from "#client/lib/seo";
import { useSiteFacts } from "#client/lib/site-facts";
import { filledLegalDocument } from "#shared/content/legal/filled-legal-document";
import { PRIVACY_POLICY_DOCUMENT } from "#shared/content/legal/privacy";
import { breadcrumbJsonLd } from "#shared/seo/structured-data";

const CRUMBS = [
  { name: "Home", path: "/" },
  { name: PRIVACY_POLICY_DOCUMENT.title, path: "/legal/privacy" },
];

export const Route = createFileRoute("/legal/privacy")({
  loader: async ({ context }) =>
    pageHead({
      siteName: await siteName(context),
      title: PRIVACY_POLICY_DOCUMENT.title,
      description:
        "How we collect, use, share and protect your personal data, and how to exercise your rights under the Colorado Privacy Act.",
      path: "/legal/privacy",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    }),
  head: ({ loaderData }) => loaderData ?? {},
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <LegalDocumentPage document={filledLegalDocument(PRIVACY_POLICY_DOCUMENT, useSiteFacts())} crumbs={CRUMBS} />;
}
