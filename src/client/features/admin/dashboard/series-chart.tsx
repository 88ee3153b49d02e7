import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

const HEIGHT = 240;
const AXIS = { stroke: "#334155", grid: { stroke: "#e2e8f0", width: 1 }, ticks: { stroke: "#cbd5e1", width: 1 } };
/** Whole-number steps only: counts of people have no fractions. */
const COUNT_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 200_000, 500_000,
];

export interface SeriesChartProps {
  /** First UTC day of each point, YYYY-MM-DD. */
  days: readonly string[];
  current: readonly number[];
  previous: readonly number[];
  color: string;
}

export const PREVIOUS_COLOR = "#64748b";

/**
 * A line chart of one figure over the range (solid) and the previous period (dashed), drawn by
 * uPlot on a canvas that follows its container's width. Loaded only when the dashboard shows a
 * chart; the figure's table view carries the same numbers for screen readers.
 */
export default function SeriesChart({ days, current, previous, color }: SeriesChartProps) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const options: uPlot.Options = {
      width: element.clientWidth,
      height: HEIGHT,
      // Days are UTC days: label them so, whatever the owner's time zone.
      tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
      scales: { y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
      series: [
        {},
        { label: "This period", stroke: color, width: 2.5, fill: `${color}1f`, points: { show: days.length <= 31 } },
        { label: "Previous period", stroke: PREVIOUS_COLOR, width: 1.5, dash: [6, 5], points: { show: false } },
      ],
      axes: [AXIS, { ...AXIS, incrs: COUNT_STEPS, size: 48 }],
      // The legend is the figure's own (chart-figure.tsx): uPlot's live one is too wide for a phone.
      legend: { show: false },
      cursor: { drag: { x: false, y: false } },
    };
    const xs = days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000);
    const chart = new uPlot(options, [xs, [...current], [...previous]], element);
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, current, previous, color]);

  return <div ref={container} className="w-full min-w-0" />;
}
