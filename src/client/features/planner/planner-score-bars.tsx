import type { PlannerScores } from "#shared/planner/score";
import { useSiteFacts } from "#client/lib/site-facts";

const ROWS = [
  { key: "weekly", frequency: "weekly" },
  { key: "biweekly", frequency: "bi-weekly" },
  { key: "monthly", frequency: "monthly" },
] as const;

/** How the answers scored for each frequency, as labelled bars. */
export function PlannerScoreBars({ scores }: { scores: PlannerScores }) {
  const { frequencies } = useSiteFacts();
  const top = Math.max(1, scores.weekly, scores.biweekly, scores.monthly);
  return (
    <dl className="space-y-3">
      {ROWS.map((row) => (
        <div key={row.key} className="grid grid-cols-[5.5rem_1fr_3.5rem] items-center gap-3 text-sm">
          <dt className="font-semibold text-brand-900">{frequencies[row.frequency].name}</dt>
          <dd aria-hidden className="h-2.5 overflow-hidden rounded-full bg-slate-200">
            <div className="h-full rounded-full bg-brand-500" style={{ width: `${(scores[row.key] / top) * 100}%` }} />
          </dd>
          <dd className="text-right text-slate-700">{scores[row.key]} pts</dd>
        </div>
      ))}
    </dl>
  );
}
