import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { addDays, todayUtc } from "#shared/time/utc-days";
import { formatRange, RANGE_PRESETS } from "./dashboard-range";

/** The server's limit (DASHBOARD_MAX_DAYS). */
const MAX_RANGE_DAYS = 366;
const fieldClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-3 focus-visible:outline-brand-500";

interface RangePickerProps {
  range: { from: string; to: string };
  previousRange: { from: string; to: string } | null;
  onChange: (range: { from: string; to: string }) => void;
}

/** Quick ranges ending today, or any two UTC days; the previous period of the same length is compared. */
export function RangePicker({ range, previousRange, onChange }: RangePickerProps) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const today = todayUtc();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (from && to) onChange({ from, to });
  }

  return (
    <div className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((preset) => {
          const presetRange = { from: addDays(today, 1 - preset.days), to: today };
          const active = presetRange.from === range.from && presetRange.to === range.to;
          return (
            <Button
              key={preset.days}
              size="sm"
              variant={active ? "primary" : "outline"}
              aria-pressed={active}
              onClick={() => onChange(presetRange)}
            >
              Last {preset.label}
            </Button>
          );
        })}
      </div>
      <form onSubmit={submit} aria-label="Date range" className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="dashboard-from" className="text-sm font-semibold text-slate-800">
            From
          </label>
          <input
            id="dashboard-from"
            type="date"
            required
            value={from}
            min={to ? addDays(to, 1 - MAX_RANGE_DAYS) : undefined}
            max={to || undefined}
            onChange={(event) => setFrom(event.target.value)}
            className={fieldClass}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor="dashboard-to" className="text-sm font-semibold text-slate-800">
            To
          </label>
          <input
            id="dashboard-to"
            type="date"
            required
            value={to}
            min={from || undefined}
            onChange={(event) => setTo(event.target.value)}
            className={fieldClass}
          />
        </div>
        <Button type="submit" size="sm">
          Show
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        <strong className="font-semibold text-slate-900">{formatRange(range)}</strong>
        {previousRange ? `, compared with ${formatRange(previousRange)}` : null}. Each day's figures run from 6 PM to 6
        PM Colorado time (5 PM to 5 PM in winter), so an evening visit counts on the next day.
      </p>
    </div>
  );
}
