import { groupThousands } from "#shared/format/numbers";
import { dollarAmount } from "#shared/pricing/format";
import { useSiteFacts } from "#client/lib/site-facts";

/** The standard clean's price by home size. */
export function SizeTierTable() {
  const { sizeTiers } = useSiteFacts();
  return (
    <div className="self-start overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left">
        <caption className="sr-only">Standard clean price by home size</caption>
        <thead className="bg-brand-900 text-sm text-white">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Home size
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Typical layout
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
              Notes
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Price
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {sizeTiers.map((tier) => (
            <tr key={tier.maxSqft} className="even:bg-slate-50">
              <th scope="row" className="px-4 py-3 font-semibold text-slate-900 sm:whitespace-nowrap">
                Up to {groupThousands(tier.maxSqft)} sq ft
              </th>
              <td className="px-4 py-3 text-slate-700">
                {tier.beds} / {tier.baths}
              </td>
              <td className="hidden px-4 py-3 text-slate-600 md:table-cell">{tier.notes}</td>
              <td className="px-4 py-3 text-right text-lg font-bold text-brand-900">${dollarAmount(tier.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
