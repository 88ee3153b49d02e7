import { ExternalLink, Phone } from "lucide-react";
import { BUSINESS } from "#shared/business/business-info";
import { buttonVariants, ExternalButtonLink } from "#client/components/ui/button";
import { bookingUrlWith } from "./booking-link";

/** Shown when the provider's form cannot load: the same request, by phone or on the provider's own page. */
export function BookingFallback({ reference }: { reference: string | undefined }) {
  return (
    <div role="status" className="mt-6 rounded-xl border border-accent-400 bg-accent-400/10 p-5 md:p-6">
      <h3 className="text-lg font-bold text-brand-900">The booking form didn't load here</h3>
      <p className="mt-2 text-slate-700">
        No problem: you can open the same form on our booking page, or call and we'll set up your walkthrough over the
        phone.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <ExternalButtonLink href={bookingUrlWith(reference)}>
          Open the booking form <ExternalLink aria-hidden className="size-4" />
        </ExternalButtonLink>
        <a href={BUSINESS.phoneHref} className={buttonVariants({ variant: "outline" })}>
          <Phone aria-hidden className="size-4" /> Call {BUSINESS.phoneDisplay}
        </a>
      </div>
    </div>
  );
}
