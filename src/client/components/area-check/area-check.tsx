import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { lookupServiceArea, type ServiceAreaLookup } from "#shared/areas/lookup";
import { Button } from "../ui/button";
import { Card } from "../ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { AreaCheckAnswer } from "./area-check-answer";

export interface AreaCheckProps {
  /** Heading text of the check; defaults to "Do we serve you?". */
  title?: string;
  /** Heading level, so the check fits the page's outline (h2 on its own, h3 inside a section). */
  headingLevel?: "h2" | "h3";
  /** Short text under the heading. */
  description?: string;
  className?: string;
}

/**
 * "Do we serve you?": a city or ZIP is looked up in the published facts' cities and answered
 * honestly (served, at the edge of our area, not yet, or not understood) in a live region.
 */
export function AreaCheck({
  title = "Do we serve you?",
  headingLevel: Heading = "h3",
  description = "Enter your city or ZIP code to check availability.",
  className,
}: AreaCheckProps) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [answer, setAnswer] = useState<ServiceAreaLookup | null>(null);
  const facts = useSiteFacts();

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAnswer(lookupServiceArea(query, facts));
  }

  return (
    <Card padding="roomy" className={className}>
      <Heading id={`${id}-title`} className="text-2xl font-bold text-brand-900">
        {title}
      </Heading>
      <p className="mt-2 text-slate-700">{description}</p>
      <form
        onSubmit={check}
        noValidate
        aria-labelledby={`${id}-title`}
        className="mt-5 flex flex-col gap-3 sm:flex-row"
      >
        <div className="flex-1">
          <label htmlFor={`${id}-query`} className="sr-only">
            City or ZIP code
          </label>
          <input
            id={`${id}-query`}
            type="text"
            autoComplete="address-level2"
            placeholder="City or ZIP code, e.g. Parker or 80134"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-500"
          />
        </div>
        <Button type="submit">
          <Search aria-hidden className="size-5" /> Check availability
        </Button>
      </form>
      <div aria-live="polite" className="empty:hidden mt-5">
        {answer ? <AreaCheckAnswer answer={answer} /> : null}
      </div>
    </Card>
  );
}
