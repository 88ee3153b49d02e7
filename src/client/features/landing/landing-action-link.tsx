import { Link } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import type { LandingAction } from "#shared/content/landing-pages/landing-layout";
import { buttonVariants, type ButtonVariantProps } from "#client/components/ui/button";
import { useSiteFacts } from "#client/lib/site-facts";

/** A landing page's button as its link; `variant` in the data wins over the slot's default. */
export function LandingActionLink({ action, variant, size }: { action: LandingAction } & ButtonVariantProps) {
  const { phone } = useSiteFacts().business;
  const className = buttonVariants({ variant: action.variant ?? variant, size });
  switch (action.kind) {
    case "book":
      return (
        <Link
          to="/booking"
          search={{
            ...(action.serviceType ? { serviceType: action.serviceType } : {}),
            ...(action.frequency ? { frequency: action.frequency } : {}),
          }}
          className={className}
        >
          {action.label}
        </Link>
      );
    case "call":
      return (
        <a href={phone.href} className={className}>
          <Phone aria-hidden className="size-5" /> Call {phone.display}
        </a>
      );
    case "estimate":
      return (
        <Link
          to="/pricing"
          search={action.serviceType ? { serviceType: action.serviceType } : {}}
          className={className}
        >
          {action.label}
        </Link>
      );
    case "planner":
      return (
        <Link to="/resources/frequency-planner" className={className}>
          {action.label}
        </Link>
      );
    case "service":
      return (
        <Link to="/services/$slug" params={{ slug: action.slug }} className={className}>
          {action.label}
          {action.hiddenSuffix ? <span className="sr-only">{action.hiddenSuffix}</span> : null}
        </Link>
      );
  }
}
