import { Link } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useSiteFacts } from "#client/lib/site-facts";
import { buttonVariants } from "../ui/button";

interface CtaBandProps {
  title?: string;
  text?: ReactNode;
  /** Replaces the default external booking button (e.g. a link to /booking carrying a city). */
  primaryAction?: ReactNode;
}

/** The final call to action of a page: phone link and booking. */
export function CtaBand({
  title = "Ready for a cleaner home?",
  text = "Book a free in-home walkthrough, or call and talk to a real person on our team.",
  primaryAction,
}: CtaBandProps) {
  const { business } = useSiteFacts();
  return (
    <section aria-labelledby="cta-heading" className="bg-brand-900">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-3xl font-bold text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {primaryAction ?? (
            <Link to="/booking" className={buttonVariants({ variant: "accent", size: "lg" })}>
              Book a Free Assessment
            </Link>
          )}
          <a href={business.phone.href} className={buttonVariants({ variant: "inverse", size: "lg" })}>
            <Phone aria-hidden className="size-5" /> {business.phone.display}
          </a>
        </div>
      </div>
    </section>
  );
}
