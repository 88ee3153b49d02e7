import { Link } from "@tanstack/react-router";
import { Phone, Search } from "lucide-react";
import { buttonVariants } from "#client/components/ui/button";
import { coverageFigures } from "#client/components/city/coverage-figures";
import { useSiteFacts } from "#client/lib/site-facts";

/** The city landing's coverage card: travel facts, Call for Service (tel) and Check Your Area (/contact). */
export function CoverageCard({ city }: { city: string }) {
  const facts = useSiteFacts();
  return (
    <div className="rounded-2xl bg-brand-900 p-6 text-white shadow-sm md:p-8">
      <h3 className="text-2xl font-bold">Coverage in {city}</h3>
      <p className="mt-2 text-brand-100">Our crews are on the road in {city} every week.</p>
      <ul className="mt-5 space-y-3">
        {coverageFigures(facts).map(({ icon: Icon, value, label }) => (
          <li key={label} className="flex items-center gap-3">
            <Icon aria-hidden className="size-5 shrink-0 text-accent-400" />
            <span>
              <span className="font-bold">{value}</span> {label.toLowerCase()}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <a href={facts.business.phone.href} className={buttonVariants({ variant: "accent" })}>
          <Phone aria-hidden className="size-5" /> Call for Service
        </a>
        <Link to="/contact" className={buttonVariants({ variant: "inverse" })}>
          <Search aria-hidden className="size-5" /> Check Your Area
        </Link>
      </div>
    </div>
  );
}
