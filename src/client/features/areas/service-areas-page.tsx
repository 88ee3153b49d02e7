import { Link } from "@tanstack/react-router";
import { CalendarCheck, History, Phone } from "lucide-react";
import type { Crumb } from "#shared/seo/structured-data";
import { CtaBand } from "#client/components/page/cta-band";
import { PageHero } from "#client/components/page/page-hero";
import { buttonVariants } from "#client/components/ui/button";
import { Section } from "#client/components/ui/section";
import { AreaCheck } from "#client/components/area-check/area-check";
import { BadgeRow, type Badge } from "#client/components/city/badge-row";
import { coverageFigures } from "#client/components/city/coverage-figures";
import { StatStrip } from "#client/components/city/stat-strip";
import { familiesBadge, ratingBadge } from "#client/components/city/trust-figures";
import { useSiteFacts } from "#client/lib/site-facts";
import { areaGroups } from "./area-groups";
import { ExtendedAreaList } from "./extended-area-list";
import { PrimaryAreaCard } from "./primary-area-card";

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
  const facts = useSiteFacts();
  const { business, claims, coverage, serviceAreas } = facts;
  const badges: Badge[] = [
    ratingBadge(claims),
    familiesBadge(claims, "Happy Families"),
    { icon: History, label: `Family-Owned Since ${business.foundedYear}` },
  ];
  const { primary, extended } = areaGroups(serviceAreas);
  return (
    <>
      <PageHero
        crumbs={crumbs}
        eyebrow="Douglas County & South Denver Metro"
        title="House Cleaning Service Areas"
        intro={
          <>
            <p>
              Our family-owned team cleans homes in {serviceAreas.length} communities across Douglas County and the
              South Denver metro. Every home is within {coverage.maxTravelMinutes} minutes of our crews, and we never
              charge a travel fee.
            </p>
            <BadgeRow badges={badges} className="mt-6" />
          </>
        }
        actions={
          <>
            <BookingActions />
            <a href={business.phone.href} className={buttonVariants({ variant: "ghost", size: "lg" })}>
              <Phone aria-hidden className="size-5" /> {business.phone.display}
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
          {primary.map((area) => (
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
        <ExtendedAreaList areas={extended} />
      </Section>
      <Section id="coverage" eyebrow="Coverage at a glance" title="Local Crews, No Travel Fees">
        <StatStrip stats={coverageFigures(facts)} />
      </Section>
      <CtaBand
        title="Ready to book in your neighborhood?"
        text="Book online or check prices first. Questions about your address? Call and we'll confirm."
        primaryAction={<BookingActions onDark />}
      />
    </>
  );
}
