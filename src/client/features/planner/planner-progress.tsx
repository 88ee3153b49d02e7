interface PlannerProgressProps {
  step: number;
  total: number;
  percent: number;
}

/** "Question n of 5" and a progress bar showing the percent complete. */
export function PlannerProgress({ step, total, percent }: PlannerProgressProps) {
  return (
    <div>
      <div className="flex items-center justify-between text-sm font-semibold text-slate-700">
        <span>
          Question {step + 1} of {total}
        </span>
        <span>{percent}% complete</span>
      </div>
      <div
        role="progressbar"
        aria-label="Quiz progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% complete`}
        className="mt-2 h-3 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
