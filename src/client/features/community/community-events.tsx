import { MapPin } from "lucide-react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { Section } from "#client/components/ui/section";
import { longDate, shortMonth } from "#shared/format/dates";

/** Event dates are calendar dates, read on their UTC day so no time zone moves them. */
function calendarDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export function CommunityEvents({ events }: { events: SiteFacts["community"]["events"] }) {
  return (
    <Section id="events" tone="tint" eyebrow="Giving back" title="2024 Community Events">
      <ol className="grid gap-6 md:grid-cols-3">
        {events.map((event) => {
          const date = calendarDate(event.date);
          return (
            <li
              key={event.name}
              className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <div className="flex items-center gap-4">
                <span
                  aria-hidden
                  className="flex w-16 shrink-0 flex-col overflow-hidden rounded-xl border border-brand-100 text-center"
                >
                  <span className="bg-brand-700 py-1 text-xs font-bold uppercase tracking-wide text-white">
                    {shortMonth(date)}
                  </span>
                  <span className="py-1.5 text-2xl font-extrabold text-brand-900">{date.getUTCDate()}</span>
                </span>
                <div className="text-sm text-slate-600">
                  <time dateTime={event.date} className="block font-semibold text-slate-800">
                    {longDate(date)}
                  </time>
                  <span className="mt-1 flex items-center gap-1">
                    <MapPin aria-hidden className="size-4" /> {event.location}
                  </span>
                </div>
              </div>
              <h3 className="mt-5 text-xl font-bold text-brand-900">{event.name}</h3>
              <p className="mt-2 text-slate-700">{event.description}</p>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
