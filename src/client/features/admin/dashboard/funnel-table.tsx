import { change, count, percent, type Totals } from "./figures";
import { FiguresTable } from "./figures-table";

interface FunnelStep {
  label: string;
  visitors: (totals: Totals) => number;
  /** Of the visitors who priced a clean, how many also took this step. */
  afterEstimate?: (totals: Totals) => number;
}

const STEPS: readonly FunnelStep[] = [
  { label: "Visited", visitors: (t) => t.visitors },
  { label: "Priced a clean", visitors: (t) => t.estimateVisitors },
  { label: "Clicked Book", visitors: (t) => t.bookingVisitors, afterEstimate: (t) => t.estimateBookingVisitors },
  { label: "Booked a walkthrough", visitors: (t) => t.bookedVisitors, afterEstimate: (t) => t.estimateBookedVisitors },
  { label: "Sent a message", visitors: (t) => t.contactVisitors, afterEstimate: (t) => t.estimateContactVisitors },
  { label: "Chatted with Dove", visitors: (t) => t.chatVisitors, afterEstimate: (t) => t.estimateChatVisitors },
];

/**
 * The funnel visitor -> estimate -> Book -> booked / message / chat as a table whose rate column
 * is drawn as a bar: it is its own table view. Rates are of all visitors; the last four steps also say
 * how many of the visitors who priced a clean went on to take them; each count says what it was
 * in the previous period.
 */
export function FunnelTable({ totals, previousTotals }: { totals: Totals; previousTotals: Totals }) {
  const share = (step: FunnelStep) => (totals.visitors === 0 ? 0 : step.visitors(totals) / totals.visitors);
  return (
    <FiguresTable
      caption="Funnel"
      rows={STEPS}
      rowKey={(step) => step.label}
      columns={[
        { header: "Step", cell: (step) => step.label },
        {
          header: "Visitors",
          numeric: true,
          cell: (step) => (
            <>
              {count(step.visitors(totals))}
              <span className="block text-xs text-slate-600">
                was {count(step.visitors(previousTotals))} (
                {change(step.visitors(totals), step.visitors(previousTotals)).short})
              </span>
            </>
          ),
        },
        {
          header: "Of all visitors",
          cell: (step) => (
            <div className="min-w-24">
              <div className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="h-3 rounded-full bg-brand-600"
                  style={{ width: `${Math.max(share(step) * 60, 1)}%` }}
                />
                <span className="tabular-nums">{percent(step.visitors(totals), totals.visitors)}</span>
              </div>
              {step.afterEstimate ? (
                <p className="mt-0.5 text-xs text-slate-600">
                  {percent(step.afterEstimate(totals), totals.estimateVisitors)} of those who priced
                </p>
              ) : null}
            </div>
          ),
        },
      ]}
    />
  );
}
