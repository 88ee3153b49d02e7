import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import type { AvailabilityDay } from "#shared/booking/booking-api";
import { formatBusinessDay, formatSlotDay, formatSlotTime } from "#shared/booking/time-label";
import { cn } from "#client/lib/cn";

interface TimePickerProps {
  /** Prefix for element ids, so two pickers can share a page. */
  id: string;
  days: readonly AvailabilityDay[];
  value: string | undefined;
  onChange: (startsAt: string) => void;
  error?: string;
}

const optionClass =
  "flex cursor-pointer items-center justify-center whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2 py-2.5 text-sm font-semibold text-slate-800 hover:border-brand-500 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500";

/**
 * A day, then a time, from the free slots only. Both are native radio groups: arrow keys move
 * within a group, Tab moves between them, and screen readers announce each as a labelled group.
 */
export function TimePicker({ id, days, value, onChange, error }: TimePickerProps) {
  const dayOf = (startsAt: string | undefined) =>
    days.find((day) => day.slots.some((slot) => slot.startsAt === startsAt))?.date;
  const [chosenDay, setChosenDay] = useState(() => dayOf(value) ?? days[0]?.date);
  // A time chosen elsewhere (one of the next free times after a conflict) brings its day along.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const valueDay = dayOf(value);
    if (valueDay) setChosenDay(valueDay);
  }
  const day = days.find((candidate) => candidate.date === chosenDay) ?? days[0];
  const errorId = `${id}-error`;

  return (
    <div className="grid gap-5">
      {/* min-w-0: a fieldset is at least as wide as its content, and the day strip scrolls instead. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-slate-800">Day</legend>
        <div className="flex gap-2 overflow-x-auto pb-2" role="presentation">
          {days.map((candidate) => (
            // relative: the visually hidden radio is positioned here, so the strip clips it instead of widening the page.
            <div key={candidate.date} className="relative shrink-0">
              <input
                type="radio"
                id={`${id}-day-${candidate.date}`}
                name={`${id}-day`}
                value={candidate.date}
                checked={candidate.date === day?.date}
                onChange={() => setChosenDay(candidate.date)}
                className="peer sr-only"
              />
              <label htmlFor={`${id}-day-${candidate.date}`} className={cn(optionClass, "min-w-24 flex-col")}>
                <span>{formatBusinessDay(candidate.date)}</span>
                <span className="text-xs font-normal">{candidate.slots.length} open</span>
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      {day ? (
        <fieldset aria-describedby={error ? errorId : undefined}>
          <legend className="mb-2 font-semibold text-slate-800">Time on {formatBusinessDay(day.date)}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-5">
            {day.slots.map((slot) => (
              <div key={slot.startsAt} className="relative">
                <input
                  type="radio"
                  id={`${id}-time-${slot.startsAt}`}
                  name={`${id}-time`}
                  value={slot.startsAt}
                  checked={slot.startsAt === value}
                  onChange={() => onChange(slot.startsAt)}
                  className="peer sr-only"
                />
                <label htmlFor={`${id}-time-${slot.startsAt}`} className={optionClass}>
                  {formatSlotTime(slot.startsAt)}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      ) : null}
      <p className="text-sm text-slate-600">Times are Mountain Time (Denver).</p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface NextFreeTimesProps {
  message: string;
  nextFree: readonly string[];
  onPick: (startsAt: string) => void;
}

/** A taken time: the server's message and the next free times, one click each. */
export function NextFreeTimes({ message, nextFree, onPick }: NextFreeTimesProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4">
      <p className="flex items-start gap-2 font-semibold text-red-900">
        <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" /> {message}
      </p>
      {nextFree.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-slate-800">The next free times (Mountain Time, Denver):</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {nextFree.map((startsAt) => (
              <li key={startsAt}>
                <button
                  type="button"
                  onClick={() => onPick(startsAt)}
                  className="rounded-lg border border-brand-700 bg-white px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {formatSlotDay(startsAt)}, {formatSlotTime(startsAt)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
