import { TrustedHtml } from "#client/components/ui/trusted-html";
import type { LegalSection } from "#shared/content/legal/legal-types";

/** One numbered section; its id is the table of contents' anchor. */
export function LegalSectionBlock({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section
      id={section.id}
      aria-labelledby={headingId}
      className="scroll-mt-28 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0"
    >
      <h2 id={headingId} className="text-2xl font-bold text-brand-900">
        <span className="text-brand-600">{number}.</span> {section.title}
      </h2>
      <TrustedHtml html={section.bodyHtml} className="mt-4 leading-relaxed text-slate-700" />
    </section>
  );
}
