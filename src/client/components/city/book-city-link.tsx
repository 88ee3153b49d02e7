import { Link } from "@tanstack/react-router";
import { CalendarCheck } from "lucide-react";
import type { ServiceKey } from "#shared/catalog/services";
import { buttonVariants } from "../ui/button";

interface BookCityLinkProps {
  city: string;
  serviceType?: ServiceKey;
  /** Accent on dark bands, primary on light ones. */
  variant?: "accent" | "primary";
}

/** "Book Your Cleaning": /booking carrying the city (and the service, when there is one). */
export function BookCityLink({ city, serviceType, variant = "accent" }: BookCityLinkProps) {
  return (
    <Link
      to="/booking"
      search={serviceType ? { city, serviceType } : { city }}
      className={buttonVariants({ variant, size: "lg" })}
    >
      <CalendarCheck aria-hidden className="size-5" /> Book Your Cleaning
    </Link>
  );
}
