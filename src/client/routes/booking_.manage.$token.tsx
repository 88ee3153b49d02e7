import { createFileRoute, useLocation } from "@tanstack/react-router";
import { ManageBooking } from "../features/booking/manage-booking";
import { QueryBoundary } from "../lib/query-boundary";

/** The visitor's private booking page (the link in their confirmation); also the confirmation itself, with ?booked=true. */
export const Route = createFileRoute("/booking_/manage/$token")({
  loader: ({ context }) => context.loadQuery("facts", "site", undefined),
  head: ({ loaderData }) => ({
    meta: [
      { title: loaderData ? `Your Walkthrough | ${loaderData.business.name}` : "Your Walkthrough" },
      { name: "robots", content: "noindex" },
    ],
  }),
  component: ManageBookingPage,
});

function ManageBookingPage() {
  const { token } = Route.useParams();
  // No validateSearch: the route tree every first visit downloads stays as small as it can.
  const booked = useLocation({ select: (location) => (location.search as { booked?: unknown }).booked === true });
  return (
    <section aria-labelledby="manage-heading" className="bg-brand-50/50 py-10 md:py-14">
      <div className="mx-auto max-w-3xl px-4">
        <h1 id="manage-heading" className="mb-6 text-3xl font-extrabold text-brand-900 md:text-4xl">
          Your Walkthrough
        </h1>
        <QueryBoundary>
          <ManageBooking token={token} booked={booked} />
        </QueryBoundary>
      </div>
    </section>
  );
}
