import { Link } from "@tanstack/react-router";
import { Calculator } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { buttonVariants } from "#client/components/ui/button";

/** The hero's two calls to action: book online (/booking) and Get Free Estimate (/pricing). */
export function HeroActions({ serviceType }: { serviceType?: ServiceKey }) {
  return (
    <>
      <Link
        to="/booking"
        search={serviceType ? { serviceType } : {}}
        className={buttonVariants({ variant: "primary", size: "lg" })}
      >
        Book Online
      </Link>
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
