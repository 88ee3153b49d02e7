import { useQuery } from "@tanstack/react-query";
import { trpc } from "#client/lib/trpc";
import { AdminQueryState } from "../admin-query-state";
import { AvailabilitySettingsForm } from "./availability-settings-form";
import { BlockedTimes } from "./blocked-times";
import { CalendarFeed } from "./calendar-feed";

/** Bookable hours and rules, blocked times and the calendar feed: what decides the free times visitors see. */
export function AvailabilityPanel() {
  const settings = useQuery(trpc.admin.bookings.settings.get.queryOptions());
  return (
    <>
      <section aria-labelledby="hours-heading">
        <h2 id="hours-heading" className="mb-3 text-xl font-bold text-brand-900">
          Hours and Rules
        </h2>
        <AdminQueryState query={settings} errorTitle="The availability settings could not be loaded">
          {(data) => <AvailabilitySettingsForm settings={data} />}
        </AdminQueryState>
      </section>
      <section aria-labelledby="blocks-heading" className="mt-10">
        <h2 id="blocks-heading" className="mb-3 text-xl font-bold text-brand-900">
          Blocked Dates and Times
        </h2>
        <BlockedTimes />
      </section>
      <section aria-labelledby="feed-heading" className="mt-10">
        <h2 id="feed-heading" className="mb-3 text-xl font-bold text-brand-900">
          Calendar Feed
        </h2>
        <CalendarFeed />
      </section>
    </>
  );
}
