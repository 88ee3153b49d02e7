import { CalendarCheck, Clock, MapPin, MessageSquareText } from "lucide-react";
import { COVERAGE } from "#shared/areas/cities";
import { OPENING_HOURS } from "#shared/business/hours";
import { RESPONSE_TIME_HOURS } from "#shared/business/policies";
import { allFaqs, FAQ_GROUPS } from "#shared/content/faqs";
import { Card } from "#client/components/ui/card";

/** The hero's side card: the essentials most visitors come for. */
export function FaqQuickFacts() {
  const facts = [
    { icon: MessageSquareText, text: `${allFaqs().length} answers across ${FAQ_GROUPS.length} topics` },
    {
      icon: Clock,
      text: `Replies within ${RESPONSE_TIME_HOURS.min}-${RESPONSE_TIME_HOURS.max} hours in business hours`,
    },
    { icon: CalendarCheck, text: `Open ${OPENING_HOURS.map((hours) => hours.label).join(", ")}` },
    { icon: MapPin, text: `${COVERAGE.communities} communities, no travel fees` },
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
