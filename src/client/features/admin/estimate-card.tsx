import { Calculator } from "lucide-react";
import { estimateLines, type SavedEstimateFigures } from "#shared/leads/estimate-summary";
import { useSiteFacts } from "#client/lib/site-facts";
import { formatDateTime } from "./format";

const SOURCE_LABELS: Record<string, string> = {
  booking: "went on to booking",
  contact: "sent with the contact form",
  dove: "quoted by Dove in the chat",
};

export interface EstimateCardData extends SavedEstimateFigures {
  reference: string;
  source: string;
  createdAt: string;
}

/** A saved estimate, inline where it belongs (a message or a transcript). */
export function EstimateCard({ estimate }: { estimate: EstimateCardData }) {
  return (
    <section
      aria-label={`Estimate ${estimate.reference}`}
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-brand-900">
        <Calculator aria-hidden className="size-5" /> Estimate <span className="font-mono">{estimate.reference}</span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Saved <time dateTime={estimate.createdAt}>{formatDateTime(estimate.createdAt)}</time>,{" "}
        {SOURCE_LABELS[estimate.source] ?? estimate.source}. Priced by the server.
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {estimateLines(useSiteFacts(), estimate).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
