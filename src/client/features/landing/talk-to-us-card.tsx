import { Link } from "@tanstack/react-router";
import { Clock, Phone } from "lucide-react";
import { BUSINESS } from "#shared/business/business-info";
import { OPENING_HOURS } from "#shared/business/hours";
import { RESPONSE_TIME_HOURS } from "#shared/business/policies";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";

/** Phone, hours and the external booking page, for visitors who would rather talk first. */
export function TalkToUsCard() {
  return (
    <Card tone="dark" className="flex h-full flex-col">
      <h3 className="text-xl font-bold">Prefer to talk it through?</h3>
      <p className="mt-3 text-brand-100">
        Call our local team for a quote, or book a free walkthrough online. We reply within {RESPONSE_TIME_HOURS.min}-
        {RESPONSE_TIME_HOURS.max} hours during business hours.
      </p>
      <ul className="mt-5 space-y-2 text-brand-100">
        {OPENING_HOURS.map((hours) => (
          <li key={hours.label} className="flex items-center gap-2">
            <Clock aria-hidden className="size-4 shrink-0 text-accent-400" /> {hours.label}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-3 pt-6">
        <a href={BUSINESS.phoneHref} className={buttonVariants({ variant: "inverse" })}>
          <Phone aria-hidden className="size-5" /> {BUSINESS.phoneDisplay}
        </a>
        <Link to="/booking" className={buttonVariants({ variant: "accent" })}>
          Book Online
        </Link>
      </div>
    </Card>
  );
}
