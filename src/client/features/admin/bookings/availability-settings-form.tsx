import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { AvailabilitySettings } from "#shared/booking/availability-settings";
import { Button } from "#client/components/ui/button";
import { trpc } from "#client/lib/trpc";
import { problemOf } from "../format";

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const input =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600";

const NUMBERS: { key: Exclude<keyof AvailabilitySettings, "weeklyHours">; label: string }[] = [
  { key: "walkthroughMinutes", label: "Walkthrough length (minutes)" },
  { key: "bufferMinutes", label: "Travel buffer after each (minutes)" },
  { key: "capacity", label: "Walkthroughs at the same time" },
  { key: "noticeHours", label: "Notice needed (hours)" },
  { key: "horizonDays", label: "Bookable ahead (days)" },
  { key: "slotStepMinutes", label: "Start times every (minutes)" },
];

/** The owner's bookable hours (Denver) per weekday and the booking rules. */
export function AvailabilitySettingsForm({ settings }: { settings: AvailabilitySettings }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(settings);
  const save = useMutation(
    trpc.admin.bookings.settings.update.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.admin.bookings.settings.get.queryKey(), saved);
        void queryClient.invalidateQueries({ queryKey: trpc.bookings.availability.queryKey() });
      },
    }),
  );

  const setDay = (day: number, windows: AvailabilitySettings["weeklyHours"][number]) =>
    setDraft({ ...draft, weeklyHours: draft.weeklyHours.map((current, index) => (index === day ? windows : current)) });
  // The server checks with the shared schema and names each bad field ("weeklyHours.1.0.end").
  const errors = (save.error?.data as { fields?: Record<string, string> } | null | undefined)?.fields ?? {};

  return (
    <form
      aria-label="Availability"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
      className="grid gap-6"
    >
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-bold text-brand-900">Weekly hours (Mountain Time, Denver)</legend>
        {WEEKDAYS.map((name, day) => (
          <div
            key={name}
            className="grid gap-2 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[8rem_1fr] sm:items-start"
          >
            <p className="font-semibold text-slate-800">{name}</p>
            <div className="grid gap-2">
              {draft.weeklyHours[day]?.length === 0 ? <p className="text-sm text-slate-600">Closed</p> : null}
              {draft.weeklyHours[day]?.map((window, index) => {
                const path = `weeklyHours.${day}.${index}`;
                const error = errors[`${path}.start`] ?? errors[`${path}.end`];
                const update = (next: Partial<typeof window>) =>
                  setDay(
                    day,
                    draft.weeklyHours[day]!.map((current, i) => (i === index ? { ...current, ...next } : current)),
                  );
                return (
                  <div key={index} className="flex flex-wrap items-center gap-2">
                    <label className="sr-only" htmlFor={`${path}-start`}>{`${name} window ${index + 1} start`}</label>
                    <input
                      id={`${path}-start`}
                      type="time"
                      value={window.start}
                      onChange={(event) => update({ start: event.target.value })}
                      aria-invalid={Boolean(error)}
                      className={input}
                    />
                    <span aria-hidden>to</span>
                    <label className="sr-only" htmlFor={`${path}-end`}>{`${name} window ${index + 1} end`}</label>
                    <input
                      id={`${path}-end`}
                      type="time"
                      value={window.end}
                      onChange={(event) => update({ end: event.target.value })}
                      aria-invalid={Boolean(error)}
                      className={input}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() =>
                        setDay(
                          day,
                          draft.weeklyHours[day]!.filter((_, i) => i !== index),
                        )
                      }
                    >
                      Remove<span className="sr-only">{` ${name} window ${index + 1}`}</span>
                    </Button>
                    {error ? <p className="w-full text-sm font-medium text-red-700">{error}</p> : null}
                  </div>
                );
              })}
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDay(day, [...(draft.weeklyHours[day] ?? []), { start: "09:00", end: "17:00" }])}
                >
                  <Plus aria-hidden className="size-4" /> Add hours<span className="sr-only"> on {name}</span>
                </Button>
              </div>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {NUMBERS.map(({ key, label }) => (
          <div key={key}>
            <label htmlFor={`settings-${key}`} className="mb-1 block font-semibold text-slate-800">
              {label}
            </label>
            <input
              id={`settings-${key}`}
              type="number"
              inputMode="numeric"
              value={Number.isNaN(draft[key]) ? "" : draft[key]}
              onChange={(event) => setDraft({ ...draft, [key]: event.target.valueAsNumber })}
              aria-invalid={Boolean(errors[key])}
              aria-describedby={errors[key] ? `settings-${key}-error` : undefined}
              className={`${input} w-full`}
            />
            {errors[key] ? (
              <p id={`settings-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save availability"}
        </Button>
        {save.isSuccess ? (
          <p role="status" className="text-sm font-semibold text-emerald-800">
            Saved. Visitors see the new times at once.
          </p>
        ) : null}
        {save.error ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {problemOf(save.error)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
