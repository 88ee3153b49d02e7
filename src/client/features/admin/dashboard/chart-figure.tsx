import { lazy, type ReactNode, Suspense, useState } from "react";
import type { SeriesChartProps } from "./series-chart";

/** The dashed line's colour (series-chart.tsx's PREVIOUS_COLOR; importing it would load the chart library). */
const PREVIOUS_COLOR = "#64748b";

// The chart library comes with the first chart, never with the site's visitor pages.
const SeriesChart = lazy(() => import("./series-chart"));

interface ChartFigureProps {
  title: string;
  /** One line under the title: the period's figure and its change. */
  summary: ReactNode;
  chart: SeriesChartProps;
  /** What the dashed line is: "Previous period (Sep 26 – Oct 25, 2026)". */
  previousLabel: string;
  /** The same numbers as a table: visible on request, always there for screen readers. */
  table: ReactNode;
}

/** A chart with its table view. The canvas is hidden from assistive technology; the table is not. */
export function ChartFigure({ title, summary, chart, previousLabel, table }: ChartFigureProps) {
  const [showTable, setShowTable] = useState(false);
  return (
    <figure className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <figcaption className="text-lg font-bold text-brand-900">{title}</figcaption>
          <div className="mt-0.5 text-sm text-slate-700">{summary}</div>
        </div>
        <button
          type="button"
          aria-pressed={showTable}
          onClick={() => setShowTable((shown) => !shown)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2"
        >
          Table view
        </button>
      </div>
      <div aria-hidden className={showTable ? "hidden" : "mt-3"}>
        <Suspense fallback={<div className="h-[240px] animate-pulse rounded-lg bg-slate-100" />}>
          <SeriesChart {...chart} />
        </Suspense>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block h-0.5 w-5" style={{ background: chart.color }} /> This period
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="inline-block w-5 border-t-2 border-dashed" style={{ borderColor: PREVIOUS_COLOR }} />{" "}
            {previousLabel}
          </span>
        </p>
      </div>
      {/* Scrolls when shown: focusable, so keyboard users can scroll it too. */}
      <div
        role={showTable ? "region" : undefined}
        aria-label={showTable ? `${title}, table` : undefined}
        tabIndex={showTable ? 0 : undefined}
        className={showTable ? "mt-3 max-h-96 overflow-auto" : "sr-only"}
      >
        {table}
      </div>
    </figure>
  );
}
