import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { TimePicker } from "#client/components/booking/time-picker";
import { ConfirmBox } from "../confirm-box";
import { problemOf } from "../format";
import type { AdminBookingDetail, AdminBookingStatus } from "./types";

const ACTIONS: { status: AdminBookingStatus; label: string; destructive: boolean }[] = [
  { status: "confirmed", label: "Confirm", destructive: false },
  { status: "done", label: "Mark done", destructive: false },
  { status: "no_show", label: "Mark no-show", destructive: true },
  { status: "cancelled", label: "Cancel", destructive: true },
];

/** The owner's actions on one booking; cancel and no-show ask first. */
export function BookingActions({ booking }: { booking: AdminBookingDetail }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<(typeof ACTIONS)[number]>();
  const [rescheduling, setRescheduling] = useState(false);
  const [startsAt, setStartsAt] = useState<string>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.pathKey() });
  const setStatus = useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: () => void refresh().then(() => setConfirming(undefined)),
    }),
  );
  const reschedule = useMutation(
    trpc.admin.bookings.reschedule.mutationOptions({
      onSuccess: () => void refresh().then(() => setRescheduling(false)),
    }),
  );
  const availability = useQuery({ ...trpc.bookings.availability.queryOptions({}), enabled: rescheduling });
  const error = setStatus.error ?? reschedule.error;

  const run = (action: (typeof ACTIONS)[number]) =>
    action.destructive ? setConfirming(action) : setStatus.mutate({ id: booking.id, status: action.status });
  return (
    <section aria-label="Actions" className="grid gap-4">
      <div className="flex flex-wrap gap-2">
        {ACTIONS.filter((action) => action.status !== booking.status).map((action) => (
          <Button
            key={action.status}
            variant={action.destructive ? "outline" : "primary"}
            size="sm"
            disabled={setStatus.isPending}
            onClick={() => run(action)}
          >
            {action.label}
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={() => setRescheduling(true)}>
          Reschedule
        </Button>
      </div>
      {confirming ? (
        <ConfirmBox
          question={`${confirming.label} the walkthrough for ${booking.name}?`}
          confirmLabel={`Yes, ${confirming.label.toLowerCase()}`}
          cancelLabel="No, keep it"
          pending={setStatus.isPending}
          onConfirm={() => setStatus.mutate({ id: booking.id, status: confirming.status })}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      {rescheduling ? (
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 className="mb-3 font-bold text-brand-900">New time</h3>
          {availability.data ? (
            <TimePicker id="admin-reschedule" days={availability.data.days} value={startsAt} onChange={setStartsAt} />
          ) : (
            <div className="h-20 animate-pulse rounded-lg bg-slate-200" />
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={!startsAt || reschedule.isPending}
              onClick={() => startsAt && reschedule.mutate({ id: booking.id, startsAt })}
            >
              Move the walkthrough
            </Button>
            <Button size="sm" variant="outline" onClick={() => setRescheduling(false)}>
              Keep the current time
            </Button>
          </div>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {problemOf(error)}
        </p>
      ) : null}
    </section>
  );
}
