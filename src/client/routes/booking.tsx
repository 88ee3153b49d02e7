import { createFileRoute } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { breadcrumbJsonLd, type Crumb } from "#shared/seo/structured-data";
import { PageHero } from "../components/page/page-hero";
import { TrustBadges } from "../components/page/trust-badges";
import { buttonVariants } from "../components/ui/button";
import { BookingEmbed } from "../features/booking/booking-embed";
import { BookingFlow } from "../features/booking/booking-flow";
import { BookingHelp } from "../features/booking/booking-help";
import { BookingNotice } from "../features/booking/booking-notice";
import { bookingPrefill, bookingRequestFrom } from "../features/booking/booking-request";
import { BookingSteps } from "../features/booking/booking-steps";
import { BookingSummary } from "../features/booking/booking-summary";
import { useEstimateReference } from "../features/booking/use-estimate-reference";
import { parseBookingSearch } from "../lib/navigation-search";
import { QueryBoundary } from "../lib/query-boundary";
import { useSiteFacts } from "../lib/site-facts";
import { pageHead, SITE_URL, siteName } from "../lib/seo";

const CRUMBS: readonly Crumb[] = [
  { name: "Home", path: "/" },
  { name: "Book a Free Assessment", path: "/booking" },
];

export const Route = createFileRoute("/booking")({
  validateSearch: parseBookingSearch,
  loader: async ({ context }) => {
    const { business } = await context.loadQuery("facts", "site", undefined);
    return pageHead({
      siteName: await siteName(context),
      title: "Book a Free In-Home Assessment",
      description: `Request a free in-home cleaning walkthrough with ${business.name} in Douglas County and South Denver. Book online or call ${business.phone.display}.`,
      path: "/booking",
      jsonLd: [breadcrumbJsonLd(CRUMBS, SITE_URL)],
    });
  },
  head: ({ loaderData }) => loaderData ?? {},
  component: () => (
    <QueryBoundary>
      <BookingPage />
    </QueryBoundary>
  ),
});

function BookingPage() {
  const facts = useSiteFacts();
  const { business } = facts;
  const request = bookingRequestFrom(facts, Route.useSearch());
  const reference = useEstimateReference(request.estimate?.input);
  const flow = <BookingFlow prefill={bookingPrefill(request, reference)} />;

  return (
    <>
      <PageHero
        crumbs={CRUMBS}
        eyebrow="Book Online"
        title="Book a Free Assessment"
        intro={
          <>
            <p>
              Pick a free time that works for you and you're booked. We'll walk through your home together, answer your
              questions and confirm your price before we ever pick up a sponge.
            </p>
            <div className="mt-5">
              <BookingNotice />
            </div>
          </>
        }
        actions={
          <>
            <a href="#booking-form" className={buttonVariants({ size: "lg" })}>
              Pick a Time
            </a>
            <a href={business.phone.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
              <Phone aria-hidden className="size-5" /> {business.phone.display}
            </a>
            <TrustBadges className="w-full" />
          </>
        }
        aside={<BookingSummary request={request} reference={reference} />}
      />
      <section id="booking-form" aria-label="Booking form" className="scroll-mt-24 bg-white pb-14 md:pb-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-3">
          <div className="min-w-0 lg:col-span-2">
            {business.booking.mode === "provider" ? <BookingEmbed reference={reference} fallback={flow} /> : flow}
          </div>
          <div>
            <BookingHelp />
          </div>
        </div>
      </section>
      <BookingSteps />
    </>
  );
}
