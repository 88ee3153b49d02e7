import { ChevronDown } from "lucide-react";
import type { Faq } from "#shared/content/types";
import { TrustedHtml } from "./trusted-html";

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** The first question starts open; items toggle independently. */
  firstOpen?: boolean;
  headingLevel?: "h3" | "h4";
}

/**
 * Native `<details>` disclosures: they open and close before (and without) JavaScript, need no
 * hydration work (a Radix accordion cost ~12 KB gzip on the first visit and most of /faq's
 * blocking time), and browsers expose each summary as an expandable control.
 */
export function FaqAccordion({ faqs, firstOpen = true, headingLevel = "h3" }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq, index) => (
        <details key={faq.question} open={firstOpen && index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-lg font-semibold text-brand-900">{faq.question}</Heading>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-brand-900 transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-slate-700">
            <TrustedHtml html={faq.answerHtml} />
          </div>
        </details>
      ))}
    </div>
  );
}
