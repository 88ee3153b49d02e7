import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import type { Faq } from "#shared/content/types";
import type { Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "../page/cta-band";
import { PageHero } from "../page/page-hero";
import { FaqAccordion } from "../ui/accordion";
import { Section } from "../ui/section";

interface LandingPageProps {
  crumbs: readonly Crumb[];
  eyebrow?: string;
  title: string;
  intro: ReactNode;
  actions?: ReactNode;
  aside?: ReactNode;
  /** Shown in an accordion band after the page's own sections. */
  faqs?: readonly Faq[];
  faqTitle?: string;
  cta?: ComponentProps<typeof CtaBand>;
  children: ReactNode;
}

/**
 * The skeleton every services and landing page shares: hero with breadcrumbs and the one h1,
 * the page's own sections, an FAQ band (first answer open) and the closing call to action.
 */
export function LandingPage({
  crumbs,
  eyebrow,
  title,
  intro,
  actions,
  aside,
  faqs,
  faqTitle = "Frequently Asked Questions",
  cta,
  children,
}: LandingPageProps) {
  return (
    <>
      <PageHero crumbs={crumbs} eyebrow={eyebrow} title={title} intro={intro} actions={actions} aside={aside} />
      {children}
      {faqs?.length ? (
        <Section id="faqs" tone="tint" eyebrow="Questions" title={faqTitle}>
          <div className="max-w-3xl">
            <FaqAccordion faqs={faqs} />
            <p className="mt-6 text-slate-700">
              Still have questions?{" "}
              <Link
                to="/faq"
                className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
              >
                Browse all our FAQs <ArrowRight aria-hidden className="size-4" />
              </Link>
            </p>
          </div>
        </Section>
      ) : null}
      <CtaBand {...cta} />
    </>
  );
}
