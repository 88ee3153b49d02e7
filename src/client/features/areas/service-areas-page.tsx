import { Link } from "@tanstack/react-router";
import { CalendarCheck, History, Phone } from "lucide-react";
import { COVERAGE } from "#shared/areas/cities";
import { BUSINESS } from "#shared/business/business-info";
import type { Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { AreaCheck } from "#client/components/area-check/area-check";
import { BadgeRow, type Badge } from "#client/components/city/badge-row";
import { COVERAGE_FIGURES } from "#client/components/city/coverage-figures";
import { StatStrip } from "#client/components/city/stat-strip";
import { familiesBadge, RATING_BADGE } from "#client/components/city/trust-figures";
import { EXTENDED_AREAS, PRIMARY_AREAS } from "./area-groups";
import { ExtendedAreaList } from "./extended-area-list";
import { PrimaryAreaCard } from "./primary-area-card";

const BADGES: readonly Badge[] = [
  RATING_BADGE,
  familiesBadge("Happy Families"),
  { icon: History, label: `Family-Owned Since ${BUSINESS.foundedYear}` },
];

/** Book (/booking) and See Pricing (/pricing), on the light hero or the dark closing band. */
function BookingActions({ onDark = false }: { onDark?: boolean }) {
  return (
    <>
      <Link to="/booking" className={buttonVariants({ variant: onDark ? "accent" : "primary", size: "lg" })}>
        <CalendarCheck aria-hidden className="size-5" /> Book Your Cleaning
      </Link>
      <Link to="/pricing" className={buttonVariants({ variant: onDark ? "inverse" : "outline", size: "lg" })}>
        See Pricing
      </Link>
    </>
  );
}

export function ServiceAreasPage({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow="Douglas County & South Denver Metro"
        title="House Cleaning Service Areas"
        intro={
          <>
            <p>
              Our family-owned team cleans homes in {COVERAGE.communities} communities across Douglas County and the
              South Denver metro. Every home is within {COVERAGE.maxTravelMinutes} minutes of our crews, and we never
              charge a travel fee.
            </p>
            <BadgeRow badges={BADGES} className="mt-6" />
          </>
        }
        actions={
          <>
            <BookingActions />
            <a href={BUSINESS.phoneHref} className={buttonVariants({ variant: "ghost", size: "lg" })}>
              <Phone aria-hidden className="size-5" /> {BUSINESS.phoneDisplay}
            </a>
          </>
        }
        aside={<AreaCheck headingLevel="h2" />}
      />
      <Section
        id="primary-areas"
        eyebrow="Where we clean most"
        title="Primary Service Areas"
        intro={<p>Our crews are in these communities every week, so appointment times are easy to find.</p>}
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {PRIMARY_AREAS.map((area) => (
            <li key={area.slug}>
              <PrimaryAreaCard area={area} />
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="extended-areas"
        tone="tint"
        eyebrow="Also on our routes"
        title="Extended Coverage"
        intro={<p>We serve these communities on a regular schedule too, at the same prices.</p>}
      >
        <ExtendedAreaList areas={EXTENDED_AREAS} />
      </Section>
      <Section id="coverage" eyebrow="Coverage at a glance" title="Local Crews, No Travel Fees">
        <StatStrip stats={COVERAGE_FIGURES} />
      </Section>
      <CtaBand
        title="Ready to book in your neighborhood?"
        text="Book online or check prices first. Questions about your address? Call and we'll confirm."
        primaryAction={<BookingActions onDark />}
      />
    </>
  );
}
