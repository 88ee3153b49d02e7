import { Link } from "@tanstack/react-router";
import { computeEstimate } from "#shared/pricing/compute-estimate";
import type { EstimateInput } from "#shared/pricing/estimate-input";
import { formatBookingTime } from "#shared/booking/time-label";
import { useSiteFacts } from "#client/lib/site-facts";
import { Badge } from "../badge";
import { EstimateCard } from "../estimate-card";
import { formatDateTime } from "../format";
import { BookingActions } from "./booking-actions";
import { serviceName } from "./booking-list";
import { BookingStatusBadge } from "./status-badge";
import type { AdminBookingDetail } from "./types";

/** One walkthrough for the owner: who, when, where, their estimate and chat, and what to do next. */
export function BookingDetail({ booking }: { booking: AdminBookingDetail }) {
  const facts = useSiteFacts();
  const { business, services } = facts;
  const rows: [string, string][] = [
    ["Reference", booking.reference],
    ["Service", serviceName(booking.service, services)],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Address", `${booking.street}, ${booking.city}, ${business.regionCode} ${booking.zip}`],
    [
      "Booked",
      `${formatDateTime(booking.createdAt)}, ${booking.source === "chat" ? "in the chat with Dove" : "on /booking"}`,
    ],
  ];
  return (
    <article className="grid gap-6">
      <header>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold break-words text-brand-900">{booking.name}</h1>
          <BookingStatusBadge status={booking.status} />
          {booking.spamAt ? <Badge tone="spam">Spam</Badge> : null}
        </div>
        <p className="mt-2 text-lg font-semibold text-slate-800">
          <time dateTime={booking.startsAt}>{formatBookingTime(booking.startsAt)}</time>
        </p>
        {booking.outsideServiceArea ? (
          <p className="mt-1 font-semibold text-red-800">
            The ZIP is outside the service area: the visitor asked anyway.
          </p>
        ) : null}
        {booking.visitorEmailHeldAt ? (
          <p className="mt-1 font-semibold text-red-800">
            Email not sent: daily limit for this address (last held {formatDateTime(booking.visitorEmailHeldAt)}).
          </p>
        ) : null}
      </header>
      <BookingActions booking={booking} />
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-slate-200 bg-white p-5 text-sm sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
        {booking.notes ? (
          <div className="contents">
            <dt className="text-slate-600">Notes</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{booking.notes}</dd>
          </div>
        ) : null}
      </dl>
      {booking.estimate ? (
        <EstimateCard
          estimate={{
            ...booking.estimate,
            input: booking.estimate.input as EstimateInput,
            source: "booking",
            breakdown: computeEstimate(facts, booking.estimate.input as EstimateInput).breakdown,
          }}
        />
      ) : (
        <p className="text-sm text-slate-600">No estimate came with this booking.</p>
      )}
      {booking.conversationId ? (
        <Link
          to="/admin/chats/$id"
          params={{ id: booking.conversationId }}
          className="font-semibold text-brand-700 underline"
        >
          Read the chat with Dove
        </Link>
      ) : null}
    </article>
  );
}
