import { Link } from "@tanstack/react-router";
import { Calculator } from "lucide-react";
import { PageHero } from "#client/components/page/page-hero";
import { TrustBadges } from "#client/components/page/trust-badges";
import { buttonVariants } from "#client/components/ui/button";
import { useSiteFacts } from "#client/lib/site-facts";
import { HeroIllustration } from "./hero-illustration";

/** The home page's h1, promise and two first steps: book a walkthrough or price it now. */
export function HomeHero() {
  const { business } = useSiteFacts();
  return (
    <PageHero
      eyebrow={`Family-owned in Douglas County since ${business.foundedYear}`}
      title="House Cleaning in Douglas County & South Denver"
      intro={
        <>
          <p>
            {business.tagline}. Flat-rate standard cleans, detailed deep cleans and deposit-ready move-outs from a local
            team that treats your home like our own.
          </p>
          <TrustBadges className="mt-6" />
        </>
      }
      actions={
        <>
          <Link to="/booking" className={buttonVariants()}>
            Book a Free Assessment
          </Link>
          <Link to="/pricing" className={buttonVariants({ variant: "outline" })}>
            <Calculator aria-hidden className="size-5" /> Get Instant Estimate
          </Link>
        </>
      }
      aside={<HeroIllustration />}
    />
  );
}
