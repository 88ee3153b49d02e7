import { CalendarCheck, Clock, MapPin, MessageSquareText } from "lucide-react";
import { faqsOf } from "#shared/content/faq-page";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { formatDollars } from "#shared/pricing/format";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

/** The hero's side card: the essentials most visitors come for. */
export function FaqQuickFacts({ groups }: { groups: SiteFacts["faqs"] }) {
  const { business, policies, serviceAreas, coverage } = useSiteFacts();
  const travel = coverage.travelFee === 0 ? "no travel fees" : `${formatDollars(coverage.travelFee)} travel fee`;
  const facts = [
    { icon: MessageSquareText, text: `${faqsOf(groups).length} answers across ${groups.length} topics` },
    {
      icon: Clock,
      text: `Replies within ${policies.responseTimeHours.min}-${policies.responseTimeHours.max} hours in business hours`,
    },
    { icon: CalendarCheck, text: `Open ${business.hours.map((hours) => hours.label).join(", ")}` },
    { icon: MapPin, text: `${serviceAreas.length} communities, ${travel}` },
  ];
  return (
    <Card className="hidden lg:block">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">At a glance</p>
      <ul className="mt-4 space-y-4">
        {facts.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-slate-800">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden className="size-5" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
