import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { Faq } from "../../../shared/content/types";
import { TrustedHtml } from "./trusted-html";

interface FaqAccordionProps {
  faqs: readonly Faq[];
  /** Section 4: the first question starts open; items toggle independently. */
  firstOpen?: boolean;
  headingLevel?: "h3" | "h4";
}

export function FaqAccordion({ faqs, firstOpen = true, headingLevel = "h3" }: FaqAccordionProps) {
  const Heading = headingLevel;
  return (
    <AccordionPrimitive.Root type="multiple" defaultValue={firstOpen && faqs.length ? ["faq-0"] : []} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq, index) => (
        <AccordionPrimitive.Item key={faq.question} value={`faq-${index}`}>
          <AccordionPrimitive.Header asChild>
            <Heading className="m-0">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 hover:bg-brand-50">
                {faq.question}
                <ChevronDown aria-hidden className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className="px-5 pb-5 text-slate-700">
            <TrustedHtml html={faq.answerHtml} />
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}
