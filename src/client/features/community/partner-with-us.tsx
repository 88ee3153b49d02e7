import { Link } from "@tanstack/react-router";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { buttonVariants } from "#client/components/ui/button";

/** The page's closing call to action: community groups get in touch or browse our services. */
export function PartnerWithUs({ title, body }: SiteFacts["community"]["partnerWithUs"]) {
  return (
    <section id="partner-with-us" aria-labelledby="partner-heading" className="scroll-mt-20 bg-brand-900">
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="partner-heading" className="text-3xl font-bold text-white">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-100">{body}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/contact" className={buttonVariants({ variant: "accent", size: "lg" })}>
            Get in Touch
          </Link>
          <Link to="/services" className={buttonVariants({ variant: "inverse", size: "lg" })}>
            Explore Our Services
          </Link>
        </div>
      </div>
    </section>
  );
}
