import { cn } from "#client/lib/cn";
import { type Change, change, count, percent, rateChange, type Totals } from "./figures";

interface Tile {
  label: string;
  value: (totals: Totals) => number;
  hint?: string;
  /** Shown as a percentage of visitors rather than a count. */
  rate?: boolean;
}

const TILES: readonly Tile[] = [
  { label: "Visitors", value: (t) => t.visitors, hint: "each counted once a day" },
  { label: "Leads", value: (t) => t.leadVisitors, hint: "visitors who clicked Book, wrote, chatted or called" },
  { label: "Lead rate", value: (t) => t.leadVisitors, rate: true, hint: "leads per visitor" },
  { label: "Priced a clean", value: (t) => t.estimateVisitors, hint: "visitors who got an estimate" },
  { label: "Book clicks", value: (t) => t.bookingClicks },
  {
    label: "Booking with an estimate",
    value: (t) => t.bookingsWithEstimate,
    hint: "reached /booking with a saved estimate",
  },
  { label: "Messages sent", value: (t) => t.contacts },
  { label: "Chats started", value: (t) => t.chatsStarted, hint: "first messages to Dove" },
  { label: "Phone taps", value: (t) => t.phoneTaps },
  { label: "Page views", value: (t) => t.pageviews },
];

const CHANGE_TONES: Record<Change["direction"], string> = {
  up: "text-emerald-800",
  new: "text-emerald-800",
  down: "text-red-800",
  same: "text-slate-700",
};

/** The period's headline figures, each with its change from the previous period. */
export function FigureTiles({ totals, previousTotals }: { totals: Totals; previousTotals: Totals }) {
  return (
    <ul aria-label="Figures of this period" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      {TILES.map((tile) => {
        const current = tile.value(totals);
        const previous = tile.value(previousTotals);
        const shown = tile.rate ? percent(current, totals.visitors) : count(current);
        const rateOf = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
        const moved = tile.rate
          ? rateChange(rateOf(current, totals.visitors), rateOf(previous, previousTotals.visitors))
          : change(current, previous);
        return (
          <li key={tile.label} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm md:p-4">
            <p className="text-sm font-semibold text-slate-700">{tile.label}</p>
            <p className="mt-1 text-2xl font-extrabold tabular-nums text-brand-900">{shown}</p>
            <p className={cn("text-sm font-semibold", CHANGE_TONES[moved.direction])}>
              <span aria-hidden>{moved.short}</span>
              <span className="sr-only">{moved.long}</span>
            </p>
            {tile.hint ? <p className="mt-1 text-xs text-slate-600">{tile.hint}</p> : null}
          </li>
        );
      })}
    </ul>
  );
}
