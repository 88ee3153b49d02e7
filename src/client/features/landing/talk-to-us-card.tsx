import { Link } from "@tanstack/react-router";
import { Clock, Phone } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";

/** Phone, hours and the external booking page, for visitors who would rather talk first. */
export function TalkToUsCard() {
  const { business, policies } = useSiteFacts();
  const { min, max } = policies.responseTimeHours;
  return (
    <Card tone="dark" className="flex h-full flex-col">
      <h3 className="text-xl font-bold">Prefer to talk it through?</h3>
      <p className="mt-3 text-brand-100">
        Call our local team for a quote, or book a free walkthrough online. We reply within {min}-{max} hours during
        business hours.
      </p>
      <ul className="mt-5 space-y-2 text-brand-100">
        {business.hours.map((hours) => (
          <li key={hours.label} className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-accent-400" /> {hours.label}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <a href={business.phone.href} className={buttonVariants({ variant: "inverse" })}>
          <Phone aria-hidden className="size-5" /> {business.phone.display}
        </a>
        <Link to="/booking" className={buttonVariants({ variant: "accent" })}>
          Book Online
        </Link>
      </div>
    </Card>
  );
}
