import { useMemo } from "react";
import { formatRange } from "./dashboard-range";
import { ChartFigure } from "./chart-figure";
import { change, count, type DashboardData, type Totals } from "./figures";
import { FiguresTable } from "./figures-table";
import { type Step, type TrendPoint, trendPoints } from "./trend-points";

interface TrendFigure {
  title: string;
  /** Canvas colours cannot read the CSS theme: brand-700 and a dark amber, both readable on white. */
  color: string;
  total: (totals: Totals) => number;
  values: (point: TrendPoint) => readonly [current: number, previous: number];
}

const FIGURES: readonly TrendFigure[] = [
  { title: "Visitors", color: "#1a5291", total: (t) => t.visitors, values: (p) => [p.visitors, p.previousVisitors] },
  { title: "Leads", color: "#b45309", total: (t) => t.leadVisitors, values: (p) => [p.leads, p.previousLeads] },
];

const STEP_LABELS: Record<Step, string> = { day: "Per day", week: "Per week" };

/** Visitors and leads per day or per week, each against the previous period, with table views. */
export function TrendCharts({ data, step, onStep }: { data: DashboardData; step: Step; onStep: (step: Step) => void }) {
  const points = useMemo(() => trendPoints(data, step), [data, step]);
  const days = useMemo(() => points.map((point) => point.start), [points]);
  const series = useMemo(
    () =>
      FIGURES.map((figure) => ({
        current: points.map((p) => figure.values(p)[0]),
        previous: points.map((p) => figure.values(p)[1]),
      })),
    [points],
  );
  const previousLabel = `Previous period (${formatRange(data.previousRange)})`;

  return (
    <section aria-label="Visitors and leads over time" className="grid gap-3">
      <div role="group" aria-label="Chart steps" className="flex gap-2">
        {(Object.keys(STEP_LABELS) as Step[]).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={step === option}
            onClick={() => onStep(option)}
            className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white focus-visible:outline-3 focus-visible:outline-offset-2"
          >
            {STEP_LABELS[option]}
          </button>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {FIGURES.map((figure, index) => {
          const current = figure.total(data.totals);
          const title = `${figure.title} ${STEP_LABELS[step].toLowerCase()}`;
          const values = series[index] ?? { current: [], previous: [] };
          return (
            <ChartFigure
              key={figure.title}
              title={title}
              summary={`${count(current)} in this period, ${change(current, figure.total(data.previousTotals)).long}.`}
              chart={{ days, current: values.current, previous: values.previous, color: figure.color }}
              previousLabel={previousLabel}
              table={<TrendTable title={title} points={points} values={figure.values} step={step} />}
            />
          );
        })}
      </div>
    </section>
  );
}

function TrendTable({
  title,
  points,
  values,
  step,
}: {
  title: string;
  points: TrendPoint[];
  values: TrendFigure["values"];
  step: Step;
}) {
  return (
    <FiguresTable
      caption={title}
      rows={points}
      rowKey={(point) => point.start}
      columns={[
        { header: step === "week" ? "Week" : "Day", cell: (point) => point.label },
        { header: "This period", numeric: true, cell: (point) => count(values(point)[0]) },
        { header: "Previous period", numeric: true, cell: (point) => count(values(point)[1]) },
      ]}
    />
  );
}
