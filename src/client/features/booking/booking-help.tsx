import { Clock, Phone } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";

/** Sidebar card: call instead, office hours and how fast we answer. */
export function BookingHelp() {
  const { business, policies } = useSiteFacts();
  return (
    <Card>
      <h2 className="text-xl font-bold text-brand-900">Prefer to Talk?</h2>
      <p className="mt-2 text-slate-700">
        Call and a real person on our family team will book your walkthrough with you.
      </p>
      <a href={business.phone.href} className={cn(buttonVariants({ variant: "accent" }), "mt-4 w-full")}>
        <Phone aria-hidden className="size-5" /> {business.phone.display}
      </a>
      <h3 className="mt-6 flex items-center gap-2 font-semibold text-brand-900">
        <Clock aria-hidden className="size-4 text-brand-600" /> Office Hours
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {business.hours.map((hours) => (
          <li key={hours.days}>{hours.label}</li>
        ))}
        <li>{business.closedDaysLabel}</li>
      </ul>
      <p className="mt-4 text-sm text-slate-600">
        We answer requests within {policies.responseTimeHours.min}-{policies.responseTimeHours.max} hours during
        business hours.
      </p>
    </Card>
  );
}
