import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { plural } from "../format";
import { DetailTables, LeadTables } from "./breakdown-tables";
import { FigureTiles } from "./figure-tiles";
import type { DashboardData } from "./figures";
import { FunnelTable } from "./funnel-table";
import { TrendCharts } from "./trend-charts";
import type { Step } from "./trend-points";

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="grid gap-3">
      <h2 className="text-xl font-bold text-brand-900">{title}</h2>
      {children}
    </section>
  );
}

/** Everything the dashboard shows for one range. */
export function DashboardView({
  data,
  step,
  onStep,
}: {
  data: DashboardData;
  step: Step;
  onStep: (step: Step) => void;
}) {
  return (
    <div className="grid gap-8">
      <FigureTiles totals={data.totals} previousTotals={data.previousTotals} />
      <TrendCharts data={data} step={step} onStep={onStep} />
      <Part title="Funnel">
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
          <FunnelTable totals={data.totals} previousTotals={data.previousTotals} />
        </div>
      </Part>
      <Part title="Where leads come from">
        <LeadTables data={data} />
      </Part>
      <Part title="Details">
        <DetailTables details={data.details} />
      </Part>
      <Part title="Questions Dove could not answer">
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-sm md:p-5">
          <span className="font-semibold">{plural(data.unansweredQuestions, "unanswered turn")}</span> in these days:
          Dove fell back to the phone line, asked what the visitor meant, or answered from a weak match.{" "}
          <Link
            to="/admin/questions"
            search={{ from: data.range.from, to: data.range.to }}
            className="font-semibold text-brand-700 underline"
          >
            See the questions, grouped
          </Link>
        </p>
      </Part>
    </div>
  );
}
