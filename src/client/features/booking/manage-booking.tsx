import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarCheck, CircleCheck, Phone } from "lucide-react";
import { useState } from "react";
import { type ManageView, manageBookingPath } from "#shared/booking/booking-api";
import { isServiceKey } from "#shared/catalog/services";
import { formatBookingTime } from "#shared/booking/time-label";
import { MINUTE_MS } from "#shared/time/durations";
import { MessageState } from "#client/components/page/data-states";
import { Button, buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";
import { RescheduleBooking } from "./reschedule-booking";

function CallButton({ variant = "outline" }: { variant?: "outline" | "primary" }) {
  const { phone } = useSiteFacts().business;
  return (
    <a href={phone.href} className={buttonVariants({ variant })}>
      <Phone aria-hidden className="size-4" /> Call {phone.display}
    </a>
  );
}

/** A wrong or expired link says only that, with the phone: nothing about any booking leaks. */
export function BookingNotFound() {
  return (
    <MessageState
      title="We couldn't find that booking"
      message={<p>Please check the link in your confirmation email, or call us.</p>}
      action={<CallButton variant="primary" />}
    />
  );
}

function addressLine(address: ManageView["address"], regionCode: string): string {
  return `${address.street}, ${address.city}, ${regionCode} ${address.zip}`;
}

/** The invite the confirmation email attaches (same UID, so a calendar keeps one event). */
function CalendarDownload({ token, reference }: { token: string; reference: string }) {
  return (
    <a
      href={`/api/bookings/manage/${token}/invite.ics`}
      download={`walkthrough-${reference}.ics`}
      className={buttonVariants({ variant: "outline" })}
    >
      <CalendarCheck aria-hidden className="size-4" /> Add to calendar
    </a>
  );
}

function Details({ booking }: { booking: ManageView }) {
  const { business, services } = useSiteFacts();
  const rows: [string, string][] = [
    ["Reference", booking.reference],
    [
      "Service",
      booking.service && isServiceKey(booking.service)
        ? services[booking.service].name
        : "To choose at the walkthrough",
    ],
    ["Name", booking.name],
    ["Email", booking.email],
    ["Phone", booking.phone],
    ["Address", addressLine(booking.address, business.regionCode)],
  ];
  if (booking.notes) rows.push(["Notes", booking.notes]);
  return (
    <dl className="mt-5 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="font-semibold break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function CancelBooking({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const cancel = useMutation(
    trpc.bookings.manage.cancel.mutationOptions({
      onSuccess: (view) => queryClient.setQueryData(trpc.bookings.manage.get.queryKey({ token }), view),
    }),
  );
  if (!confirming) {
    return (
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        Cancel walkthrough
      </Button>
    );
  }
  return (
    <div role="group" aria-label="Confirm cancelling" className="w-full rounded-xl border border-red-300 bg-red-50 p-4">
      <p className="font-semibold text-red-900">Cancel this walkthrough? The time goes back to other families.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button onClick={() => cancel.mutate({ token })} disabled={cancel.isPending} variant="danger">
          {cancel.isPending ? "Cancelling..." : "Yes, cancel it"}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(false)}>
          Keep my walkthrough
        </Button>
      </div>
      {cancel.error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-800">
          {cancel.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** A malformed token is refused before any lookup (400); an unknown one is a 404: both mean the same to the visitor. */
function isNotFound(httpStatus: number | undefined): boolean {
  return httpStatus === 404 || httpStatus === 400;
}

/** The visitor's booking at their private link: see it, reschedule or cancel it until the cutoff. */
export function ManageBooking({ token, booked }: { token: string; booked: boolean }) {
  const { policies, visits } = useSiteFacts();
  const booking = useQuery(trpc.bookings.manage.get.queryOptions({ token }));
  if (booking.isPending)
    return (
      <div role="status" aria-label="Loading your booking" className="h-72 animate-pulse rounded-2xl bg-slate-200" />
    );
  if (booking.isError)
    return isNotFound(booking.error.data?.httpStatus) ? (
      <BookingNotFound />
    ) : (
      <MessageState
        tone="error"
        title="Your booking didn't load"
        message={<p>Please try again in a moment, or call us.</p>}
        action={<CallButton />}
      />
    );
  const view = booking.data;
  const manageUrl = `${window.location.origin}${manageBookingPath(token)}`;
  const walkthroughMinutes = Math.round((Date.parse(view.endsAt) - Date.parse(view.startsAt)) / MINUTE_MS);
  const cancelled = view.status === "cancelled";

  return (
    <div className="grid gap-6">
      {booked && !cancelled ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-700 p-5 text-white">
          <CircleCheck aria-hidden className="mt-0.5 size-7 shrink-0" />
          <div>
            <p className="text-2xl font-bold">You're booked!</p>
            <p className="mt-1">
              {view.emailed
                ? `We've sent a confirmation to ${view.email}.`
                : "Keep this page's address: it is your link to change or cancel."}
            </p>
          </div>
        </div>
      ) : null}
      <Card padding="roomy">
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600">
          {cancelled ? "Cancelled walkthrough" : "Your free walkthrough"}
        </p>
        <p
          data-testid="booking-time"
          className={`mt-1 text-2xl font-extrabold text-brand-900 md:text-3xl ${cancelled ? "line-through" : ""}`}
        >
          {formatBookingTime(view.startsAt)}
        </p>
        <p className="mt-1 text-sm text-slate-600">Times are Mountain Time (Denver).</p>
        {cancelled ? (
          <p className="mt-3 font-semibold text-slate-800">
            This walkthrough is cancelled. Want another time? Book again on our booking page or call us.
          </p>
        ) : null}
        <Details booking={view} />
        {!cancelled ? (
          <div className="mt-6 flex flex-wrap gap-3">
            <CalendarDownload token={token} reference={view.reference} />
          </div>
        ) : null}
      </Card>
      {!cancelled ? (
        <Card padding="roomy">
          <h2 className="text-xl font-bold text-brand-900">What to Expect</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>
              We arrive within a {visits.arrivalWindowHours}-hour window of your time and call if we're running late.
            </li>
            <li>
              We walk through your home with you (about {walkthroughMinutes} minutes), hear what matters most and
              confirm your price. No obligation.
            </li>
            <li>Pets are welcome: tell us in the notes if they need to stay in a room.</li>
          </ul>
          <h2 className="mt-6 text-xl font-bold text-brand-900">Your Private Link</h2>
          <p className="mt-2 text-slate-700">
            Keep this link to change or cancel your walkthrough. Anyone with it can see this booking.
          </p>
          <p className="mt-2 rounded-lg bg-slate-100 p-3 font-mono text-sm break-all text-slate-900">{manageUrl}</p>
          <h2 className="mt-6 text-xl font-bold text-brand-900">Change or Cancel</h2>
          {view.canChange ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <RescheduleBooking token={token} current={view.startsAt} />
              <CancelBooking token={token} />
            </div>
          ) : (
            <div className="mt-3">
              <p className="text-slate-700">
                It's less than {policies.cancellationNoticeHours} hours before your walkthrough, so changes are by
                phone.
              </p>
              <div className="mt-3">
                <CallButton variant="primary" />
              </div>
            </div>
          )}
        </Card>
      ) : null}
    </div>
  );
}
