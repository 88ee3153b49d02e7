import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { BookingDetail } from "#client/features/admin/bookings/booking-detail";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/bookings/$id")({
  head: ({ matches }) => adminHead("Booking", matches),
  component: BookingPage,
});

function BookingPage() {
  const { id } = Route.useParams();
  const booking = useQuery(trpc.admin.bookings.byId.queryOptions({ id }));
  return (
    <>
      <Link to="/admin/bookings" className="mb-5 inline-flex items-center gap-2 font-semibold text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All bookings
      </Link>
      <AdminQueryState query={booking} errorTitle="This booking could not be shown">
        {(data) => <BookingDetail booking={data} />}
      </AdminQueryState>
    </>
  );
}
