import type { Faq } from "#shared/content/types";
import { FaqAccordion } from "#client/components/ui/accordion";

interface FaqGroupListProps {
  groups: readonly { key: string; title: string; faqs: readonly Faq[] }[];
  /** Changes with the search, so each new result list starts with its first question open. */
  resultKey: string;
}

/** One accordion per group; only the first question on the page starts open. */
export function FaqGroupList({ groups, resultKey }: FaqGroupListProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[14rem_1fr]">
      <nav aria-label="FAQ topics" className="hidden lg:block">
        <ul className="sticky top-24 space-y-1">
          {groups.map((group) => (
            <li key={group.key}>
              <a
                href={`#faq-${group.key}`}
                className="flex justify-between gap-2 rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                {group.title}
                <span className="text-sm text-slate-600">{group.faqs.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 space-y-12">
        {groups.map((group, index) => (
          <section
            key={group.key}
            id={`faq-${group.key}`}
            aria-labelledby={`faq-${group.key}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`faq-${group.key}-heading`} className="mb-4 text-2xl font-bold text-brand-900">
              {group.title}
            </h2>
            <FaqAccordion key={resultKey} faqs={group.faqs} firstOpen={index === 0} />
          </section>
        ))}
      </div>
    </div>
  );
}
