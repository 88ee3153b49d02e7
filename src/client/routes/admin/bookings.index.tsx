import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Download } from "lucide-react";
import { zonedDate } from "#shared/booking/zoned-time";
import { addDays } from "#shared/time/utc-days";
import { MessageState } from "#client/components/page/data-states";
import { buttonVariants } from "#client/components/ui/button";
import { adminHead } from "#client/features/admin/admin-head";
import { AdminQueryState } from "#client/features/admin/admin-query-state";
import { AvailabilityPanel } from "#client/features/admin/bookings/availability-panel";
import { BookingRatePanel } from "#client/features/admin/bookings/booking-rate-panel";
import { type BookingsSearch, parseBookingsSearch } from "#client/features/admin/bookings/bookings-search";
import { SpamBatch } from "#client/features/admin/bookings/spam-batch";
import { WeekView } from "#client/features/admin/bookings/week-view";
import { formatBusinessDay } from "#shared/booking/time-label";
import { cn } from "#client/lib/cn";
import { trpc } from "#client/lib/trpc";

export const Route = createFileRoute("/admin/bookings/")({
  // Typed here, checked in the page: the route tree (every first visit) stays free of the parser.
  validateSearch: (search: Record<string, unknown>) => search as BookingsSearch,
  head: ({ matches }) => adminHead("Bookings", matches),
  component: BookingsPage,
});

const tab = "rounded-lg px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50";

const SPAM_FILTER_LINKS = [
  { value: undefined, label: "All" },
  { value: "hide", label: "Without spam" },
  { value: "only", label: "Spam only" },
] as const;

function BookingsPage() {
  const { view = "list", week, spam } = parseBookingsSearch(Route.useSearch());
  const from = week ?? zonedDate(new Date());
  const to = addDays(from, 6);
  const bookings = useQuery({
    ...trpc.admin.bookings.list.queryOptions(view === "week" ? { from, to } : spam ? { spam } : {}),
    enabled: view !== "availability",
  });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-brand-900">Bookings</h1>
        <div className="flex flex-wrap gap-2">
          <a href="/api/admin/bookings.csv" download className={buttonVariants({ variant: "outline", size: "sm" })}>
            <Download aria-hidden className="size-4" /> Export CSV
          </a>
        </div>
      </div>
      <nav aria-label="Bookings view" className="mt-5 flex flex-wrap gap-2">
        <Link
          to="/admin/bookings"
          search={{}}
          className={cn(tab, view === "list" && "bg-brand-100 text-brand-900")}
          aria-current={view === "list" ? "page" : undefined}
        >
          Upcoming
        </Link>
        <Link
          to="/admin/bookings"
          search={{ view: "week" }}
          className={cn(tab, view === "week" && "bg-brand-100 text-brand-900")}
          aria-current={view === "week" ? "page" : undefined}
        >
          Week
        </Link>
        <Link
          to="/admin/bookings"
          search={{ view: "availability" }}
          className={cn(tab, view === "availability" && "bg-brand-100 text-brand-900")}
          aria-current={view === "availability" ? "page" : undefined}
        >
          Availability
        </Link>
      </nav>
      {view === "week" ? (
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <Link
            to="/admin/bookings"
            search={{ view: "week", week: addDays(from, -7) }}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            <ChevronLeft aria-hidden className="size-4" /> Previous week
          </Link>
          <p className="font-semibold text-slate-800">
            {formatBusinessDay(from)} to {formatBusinessDay(to)}
          </p>
          <Link
            to="/admin/bookings"
            search={{ view: "week", week: addDays(from, 7) }}
            className={buttonVariants({ variant: "ghost", size: "sm" })}
          >
            Next week <ChevronRight aria-hidden className="size-4" />
          </Link>
        </div>
      ) : null}
      {view === "list" ? (
        <div className="mt-5 grid gap-4">
          <BookingRatePanel />
          <nav aria-label="Spam filter" className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-semibold text-slate-700">Show:</span>
            {SPAM_FILTER_LINKS.map(({ value, label }) => (
              <Link
                key={label}
                to="/admin/bookings"
                search={value ? { spam: value } : {}}
                className={cn(tab, "px-3 py-1.5", spam === value && "bg-brand-100 text-brand-900")}
                aria-current={spam === value ? "page" : undefined}
              >
                {label}
              </Link>
            ))}
          </nav>
        </div>
      ) : null}
      {view === "availability" ? (
        <div className="mt-6">
          <AvailabilityPanel />
        </div>
      ) : (
        <div className="mt-5">
          <AdminQueryState query={bookings} errorTitle="Bookings could not be loaded">
            {(data) =>
              view === "week" ? (
                <WeekView from={from} items={data} />
              ) : data.length > 0 ? (
                <SpamBatch items={data} />
              ) : spam === "only" ? (
                <MessageState title="No spam" message="No upcoming booking has been cancelled as spam." />
              ) : (
                <MessageState
                  title="No upcoming walkthroughs"
                  message="New bookings show up here as soon as visitors book."
                />
              )
            }
          </AdminQueryState>
        </div>
      )}
    </>
  );
}
