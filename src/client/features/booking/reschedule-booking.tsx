import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { NextFreeTimes, TimePicker } from "#client/components/booking/time-picker";

/** Pick a new free time; a taken time keeps the old one and says so, with the next free times. */
export function RescheduleBooking({ token, current }: { token: string; current: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [startsAt, setStartsAt] = useState<string>();
  const availability = useQuery({ ...trpc.bookings.availability.queryOptions({}), enabled: open });
  const reschedule = useMutation(
    trpc.bookings.manage.reschedule.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(trpc.bookings.manage.get.queryKey({ token }), view);
        setOpen(false);
      },
      onError: () => void queryClient.invalidateQueries({ queryKey: trpc.bookings.availability.queryKey() }),
    }),
  );
  if (!open) return <Button onClick={() => setOpen(true)}>Reschedule</Button>;

  const nextFree = (reschedule.error?.data as { details?: { nextFree?: string[] } } | undefined)?.details?.nextFree;
  const days = (availability.data?.days ?? [])
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.startsAt !== current) }))
    .filter((day) => day.slots.length > 0);
  return (
    <div className="w-full rounded-xl border border-slate-200 p-4">
      <h3 className="mb-3 text-lg font-bold text-brand-900">Pick a New Time</h3>
      {availability.isPending ? (
        <div role="status" aria-label="Loading the free times" className="h-24 animate-pulse rounded-lg bg-slate-200" />
      ) : days.length === 0 ? (
        <p className="text-slate-700">No other free times online right now: please call us.</p>
      ) : (
        <TimePicker id="reschedule-time" days={days} value={startsAt} onChange={setStartsAt} />
      )}
      {reschedule.error ? (
        <div className="mt-4">
          <NextFreeTimes
            message={`${reschedule.error.message} Your walkthrough keeps its current time.`}
            nextFree={nextFree ?? []}
            onPick={setStartsAt}
          />
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          onClick={() => startsAt && reschedule.mutate({ token, startsAt })}
          disabled={!startsAt || reschedule.isPending}
        >
          {reschedule.isPending ? "Saving..." : "Move my walkthrough"}
        </Button>
        <Button variant="outline" onClick={() => setOpen(false)}>
          Keep the current time
        </Button>
      </div>
    </div>
  );
}
