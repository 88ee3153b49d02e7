import { Link } from "@tanstack/react-router";
import { ChevronRight } from "lucide-react";
import { Card } from "#client/components/ui/card";
import type { SitemapGroup } from "./sitemap-groups";

/** One group of the sitemap: an icon, a heading and its links. */
export function SitemapGroupCard({ group }: { group: SitemapGroup }) {
  const Icon = group.icon;
  const headingId = `sitemap-${group.title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  return (
    <Card>
      <nav aria-labelledby={headingId}>
        <h2 id={headingId} className="flex items-center gap-3 text-xl font-bold text-brand-900">
          <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden className="size-5" />
          </span>
          {group.title}
        </h2>
        <ul className="mt-4 space-y-1">
          {group.links.map((entry) => (
            <li key={entry.label}>
              <Link
                {...entry.link}
                className="group flex items-center gap-2 rounded-md px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900"
              >
                <ChevronRight
                  aria-hidden
                  className="size-4 shrink-0 text-brand-500 transition-transform group-hover:translate-x-0.5"
                />
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Card>
  );
}
