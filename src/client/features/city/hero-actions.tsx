import { Link } from "@tanstack/react-router";
import { Calculator } from "lucide-react";
import { BUSINESS } from "#shared/business/business-info";
import type { ServiceKey } from "#shared/catalog/services";
import { buttonVariants, ExternalButtonLink } from "#client/components/ui/button";

/** The hero's two calls to action: book online (external, new tab) and Get Free Estimate (/pricing). */
export function HeroActions({ serviceType }: { serviceType?: ServiceKey }) {
  return (
    <>
      <ExternalButtonLink href={BUSINESS.bookingUrl} variant="primary" size="lg">
        Book Online
      </ExternalButtonLink>
      <Link
        to="/pricing"
        search={serviceType ? { serviceType } : {}}
        className={buttonVariants({ variant: "outline", size: "lg" })}
      >
        <Calculator aria-hidden className="size-5" /> Get Free Estimate
      </Link>
    </>
  );
}
