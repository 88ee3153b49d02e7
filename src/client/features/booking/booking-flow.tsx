import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { Phone } from "lucide-react";
import { manageBookingPath } from "#shared/booking/booking-api";
import { MessageState, ReloadButton } from "#client/components/page/data-states";
import { buttonVariants } from "#client/components/ui/button";
import { Card } from "#client/components/ui/card";
import { useSiteFacts } from "#client/lib/site-facts";
import { trpc } from "#client/lib/trpc";
import { BookingForm } from "./booking-form";
import type { BookingPrefill } from "./booking-request";
import { useCreateBooking } from "./use-create-booking";

function CallUs() {
  const { phone } = useSiteFacts().business;
  return (
    <a href={phone.href} className={buttonVariants({ variant: "outline" })}>
      <Phone aria-hidden className="size-4" /> Call {phone.display}
    </a>
  );
}

/** The site's own booking: real free times, the form, then the visitor's manage page. */
export function BookingFlow({ prefill }: { prefill: BookingPrefill }) {
  const { phone } = useSiteFacts().business;
  const availability = useQuery(trpc.bookings.availability.queryOptions({}));
  const navigate = useNavigate();
  const booking = useCreateBooking((token) => void navigate({ href: `${manageBookingPath(token)}?booked=true` }));
  // The availability lists every day of the horizon; only days with a free time are offered.
  const openDays = availability.data?.days.filter((day) => day.slots.length > 0) ?? [];

  return (
    <Card padding="roomy">
      <h2 className="text-2xl font-bold text-brand-900">Book Your Free Walkthrough</h2>
      <p className="mt-2 text-slate-700">
        Pick a free time and you're booked: you'll get a confirmation by email and a private link to change or cancel.
      </p>
      <div className="mt-6">
        {availability.isPending ? (
          <div role="status" aria-label="Loading the free times" className="grid gap-3">
            {["w-1/3", "w-full", "w-2/3"].map((width) => (
              <div key={width} className={`h-12 animate-pulse rounded-lg bg-slate-200 ${width}`} />
            ))}
          </div>
        ) : availability.isError ? (
          <MessageState
            tone="error"
            title="The free times didn't load"
            message={<p>Please try again, or call and we'll book your walkthrough over the phone.</p>}
            action={
              <>
                <ReloadButton />
                <CallUs />
              </>
            }
          />
        ) : openDays.length === 0 ? (
          <MessageState
            title="No free times online right now"
            message={
              <p>Every walkthrough time in the next weeks is taken. Call us and we'll find a time that works.</p>
            }
            action={<CallUs />}
          />
        ) : (
          <>
            <BookingForm
              days={openDays}
              prefill={prefill}
              idempotencyKey={booking.idempotencyKey}
              sending={booking.sending}
              checking={booking.checking}
              conflict={booking.conflict}
              onSubmit={booking.submit}
            />
            {booking.failure ? (
              <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
                {booking.failure} You can also call {phone.display}.
              </p>
            ) : null}
          </>
        )}
      </div>
    </Card>
  );
}
