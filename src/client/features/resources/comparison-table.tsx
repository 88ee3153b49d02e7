import type { ComparisonRow } from "#shared/content/deep-vs-standard-guide";
import { useSiteFacts } from "#client/lib/site-facts";

/** Standard vs deep at a glance: purpose, what's included, duration, price model, frequency. */
export function ComparisonTable({ rows }: { rows: readonly ComparisonRow[] }) {
  const { standard, deep } = useSiteFacts().services;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left text-sm sm:text-base">
        <caption className="sr-only">
          {standard.name} compared with {deep.name}
        </caption>
        <thead className="bg-brand-900 text-white">
          <tr>
            <th scope="col" className="w-1/4 px-2.5 py-3 sm:px-5 sm:py-4 font-semibold">
              <span className="sr-only">Feature</span>
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-5 sm:py-4 font-bold sm:text-lg">
              {standard.name}
            </th>
            <th scope="col" className="px-2.5 py-3 sm:px-5 sm:py-4 font-bold sm:text-lg">
              {deep.name}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.label} className="align-top even:bg-slate-50">
              <th scope="row" className="px-2.5 py-3 sm:px-5 sm:py-4 font-semibold text-brand-900">
                {row.label}
              </th>
              <td className="px-2.5 py-3 sm:px-5 sm:py-4 text-slate-700">{row.standard}</td>
              <td className="px-2.5 py-3 sm:px-5 sm:py-4 text-slate-700">{row.deep}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
