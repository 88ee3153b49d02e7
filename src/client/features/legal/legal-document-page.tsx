import { CalendarDays } from "lucide-react";
import { PageHero } from "#client/components/page/page-hero";
import type { LegalDocument } from "#shared/content/legal/legal-types";
import type { Crumb } from "#shared/seo/structured-data";
import { LegalSectionBlock } from "./legal-section-block";
import { LegalToc } from "./legal-toc";

interface LegalDocumentPageProps {
  document: LegalDocument;
  crumbs: readonly Crumb[];
}

/** A legal page: title, dates, a table of contents and numbered sections. */
export function LegalDocumentPage({ document, crumbs }: LegalDocumentPageProps) {
  const dates = [
    { label: "Effective date", value: document.effectiveDate },
    { label: "Last updated", value: document.lastUpdated },
  ];
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow="Legal"
        title={document.title}
        intro={
          <>
            <p>{document.intro}</p>
            <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-base">
              {dates.map((date) => (
                <div key={date.label} className="flex items-center gap-2">
                  {/* The icon sits in the <dt>: a <dl>'s <div> may hold only <dt> and <dd>. */}
                  <dt className="flex items-center gap-2 font-semibold text-brand-900">
                    <CalendarDays aria-hidden className="size-5 text-brand-600" />
                    {date.label}:
                  </dt>
                  <dd>{date.value}</dd>
                </div>
              ))}
            </dl>
          </>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-20 pt-4 lg:grid-cols-[18rem_1fr]">
        <div className="lg:sticky lg:top-24 lg:self-start">
          <LegalToc sections={document.sections} />
        </div>
        <article aria-label={document.title} className="min-w-0 space-y-10">
          {document.sections.map((section, index) => (
            <LegalSectionBlock key={section.id} section={section} number={index + 1} />
          ))}
        </article>
      </div>
    </>
  );
}
