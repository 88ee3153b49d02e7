import { ArrowDown } from "lucide-react";
import { Card } from "#client/components/ui/card";

export interface GuideSectionLink {
  id: string;
  title: string;
}

/** "In this guide": in-page links to the guide's sections. */
export function GuideContentsCard({ sections }: { sections: readonly GuideSectionLink[] }) {
  return (
    <Card>
      <nav aria-labelledby="guide-contents-label">
        <p id="guide-contents-label" className="text-sm font-semibold uppercase tracking-wider text-brand-600">
          In this guide
        </p>
        <ol className="mt-3 space-y-1">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex items-center gap-3 rounded-md px-2 py-2 font-medium text-slate-800 hover:bg-brand-50 hover:text-brand-900"
              >
                <ArrowDown aria-hidden className="size-4 shrink-0 text-brand-600" />
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </Card>
  );
}
