import type { ChecklistSection } from "#shared/content/walkthrough-checklist";

/** One room of the checklist, with tick boxes to use during the walkthrough (or on paper). */
export function ChecklistRoomCard({ section, number }: { section: ChecklistSection; number: number }) {
  return (
    <section
      aria-labelledby={`${section.id}-heading`}
      className="h-full break-inside-avoid rounded-2xl border border-slate-200 bg-white p-6 shadow-sm print:shadow-none"
    >
      <h3 id={`${section.id}-heading`} className="flex items-center gap-3 text-lg font-bold text-brand-900">
        <span
          aria-hidden
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm text-white"
        >
          {number}
        </span>
        {section.title}
      </h3>
      <p className="mt-2 text-sm text-slate-600">{section.tip}</p>
      <ul className="mt-4 space-y-3">
        {section.items.map((item, index) => {
          const id = `${section.id}-${index}`;
          return (
            <li key={item} className="flex items-start gap-3">
              <input id={id} type="checkbox" className="mt-1 size-5 shrink-0 accent-brand-700" />
              <label htmlFor={id} className="text-slate-800">
                {item}
              </label>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
