import type { LegalSection } from "#shared/content/legal/legal-types";

/** Numbered links to each section's anchor. */
export function LegalToc({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <nav aria-labelledby="legal-toc-label" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p id="legal-toc-label" className="text-sm font-semibold uppercase tracking-wider text-brand-600">
        Table of contents
      </p>
      <ol className="mt-3 space-y-1 text-sm">
        {sections.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="flex gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900"
            >
              <span className="w-6 shrink-0 font-semibold text-brand-700">{index + 1}.</span>
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
