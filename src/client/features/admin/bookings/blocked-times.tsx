import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { zonedWallTimeToUtc, minutesOfDay } from "#shared/booking/zoned-time";
import { formatBookingTime } from "#shared/booking/time-label";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { AdminQueryState } from "../admin-query-state";
import { problemOf } from "../format";

const input = "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900";

/** "2026-12-24" + "08:00" on the Denver clock, as an ISO instant (or "" when incomplete). */
function denverInstant(date: string, time: string): string {
  if (!date || !time) return "";
  return zonedWallTimeToUtc(date, minutesOfDay(time))?.toISOString() ?? "";
}

/** Days or hours the owner is away: no walkthrough can be booked over them. */
export function BlockedTimes() {
  const queryClient = useQueryClient();
  const blocks = useQuery(trpc.admin.bookings.blocks.list.queryOptions());
  const [form, setForm] = useState({ startDate: "", startTime: "00:00", endDate: "", endTime: "23:59", reason: "" });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.bookings.blocks.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.bookings.availability.queryKey() });
  };
  const add = useMutation(trpc.admin.bookings.blocks.add.mutationOptions({ onSuccess: () => refresh() }));
  const remove = useMutation(trpc.admin.bookings.blocks.remove.mutationOptions({ onSuccess: () => refresh() }));
  const field = (key: keyof typeof form, label: string, type: string) => (
    <div>
      <label htmlFor={`block-${key}`} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={`block-${key}`}
        type={type}
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
        className={input}
      />
    </div>
  );

  return (
    <div className="grid gap-4">
      <AdminQueryState query={blocks} errorTitle="Blocked times could not be loaded">
        {(data) =>
          data.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing blocked: every bookable hour is open.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
              {data.map((block) => (
                <li key={block.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      {formatBookingTime(block.startsAt)} to {formatBookingTime(block.endsAt)}
                    </p>
                    {block.reason ? <p className="text-sm break-words text-slate-600">{block.reason}</p> : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ id: block.id })}
                  >
                    Remove<span className="sr-only"> the block from {formatBookingTime(block.startsAt)}</span>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </AdminQueryState>
      <form
        aria-label="Block a time"
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({
            startsAt: denverInstant(form.startDate, form.startTime),
            endsAt: denverInstant(form.endDate || form.startDate, form.endTime),
            reason: form.reason,
          });
        }}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        {field("startDate", "From day", "date")}
        {field("startTime", "From time (Denver)", "time")}
        {field("endDate", "To day", "date")}
        {field("endTime", "To time (Denver)", "time")}
        <div className="sm:col-span-2 lg:col-span-3">{field("reason", "Reason (only you see it)", "text")}</div>
        <div className="flex items-end">
          <Button type="submit" disabled={add.isPending || !form.startDate} className="w-full">
            Block this time
          </Button>
        </div>
        {add.error ? (
          <p role="alert" className="text-sm font-medium text-red-800 sm:col-span-2 lg:col-span-4">
            {problemOf(add.error)}
          </p>
        ) : null}
      </form>
    </div>
  );
}
