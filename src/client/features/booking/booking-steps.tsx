import { CalendarCheck, Home, Send } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { Section } from "#client/components/ui/section";
import { useSiteFacts } from "#client/lib/site-facts";

const steps = ({ visits, guarantee }: Pick<CoreSiteFacts, "visits" | "guarantee">) => [
  {
    icon: Send,
    title: "Pick a Free Time",
    text: "Choose a time above and you're booked at once, with a confirmation by email. Prefer to talk? Call and we'll book it with you.",
  },
  {
    icon: Home,
    title: "Free In-Home Walkthrough",
    text: "We visit, learn what matters most to you and confirm your price before any work begins. No obligation.",
  },
  {
    icon: CalendarCheck,
    title: "Enjoy Your Clean",
    text: `Your team arrives within a ${visits.arrivalWindowHours}-hour window. Not happy with something? Tell us within ${guarantee.reportWithinHours} hours and we'll re-clean it free.`,
  },
];

export function BookingSteps() {
  const list = steps(useSiteFacts());
  return (
    <Section id="next-steps" tone="tint" eyebrow="How it works" title="What Happens Next">
      <ol className="grid gap-6 md:grid-cols-3">
        {list.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                {index + 1}
              </span>
              <step.icon aria-hidden className="size-6 text-brand-600" />
            </div>
            <h3 className="mt-4 text-xl font-bold text-brand-900">{step.title}</h3>
            <p className="mt-2 text-slate-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
