import { Check, Minus } from "lucide-react";
import type { DeepVsStandardGuide } from "#shared/content/deep-vs-standard-guide";
import { useSiteFacts } from "#client/lib/site-facts";

function Mark({ included }: { included: boolean }) {
  return included ? (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-green-100 text-green-800">
      <Check aria-hidden className="size-4" />
      <span className="sr-only">Included</span>
    </span>
  ) : (
    <span className="inline-flex size-7 items-center justify-center rounded-full bg-slate-100 text-slate-500">
      <Minus aria-hidden className="size-4" />
      <span className="sr-only">Not included</span>
    </span>
  );
}

/** Every task, and which clean covers it. */
export function TaskComparisonTable({
  tasksInBoth,
  deepOnlyTasks,
}: Pick<DeepVsStandardGuide, "tasksInBoth" | "deepOnlyTasks">) {
  const { standard, deep } = useSiteFacts().services;
  const groups = [
    { title: "In every clean", tasks: tasksInBoth, inStandard: true },
    { title: "Deep clean extras", tasks: deepOnlyTasks, inStandard: false },
  ];
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Tasks covered by each clean</caption>
        <thead className="border-b border-slate-200 text-sm">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-700 sm:px-5">
              Task
            </th>
            <th scope="col" className="w-20 px-2 py-3 text-center font-semibold text-brand-900 sm:w-32">
              {standard.name}
            </th>
            <th scope="col" className="w-20 px-2 py-3 text-center font-semibold text-brand-900 sm:w-32">
              {deep.name}
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.title} className="divide-y divide-slate-100">
            <tr className="bg-brand-50">
              <th
                scope="rowgroup"
                colSpan={3}
                className="px-4 py-2 text-sm font-bold uppercase tracking-wider text-brand-700 sm:px-5"
              >
                {group.title}
              </th>
            </tr>
            {group.tasks.map((task) => (
              <tr key={task}>
                <th scope="row" className="px-4 py-3 font-normal text-slate-800 sm:px-5">
                  {task}
                </th>
                <td className="px-2 py-3 text-center">
                  <Mark included={group.inStandard} />
                </td>
                <td className="px-2 py-3 text-center">
                  <Mark included />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
