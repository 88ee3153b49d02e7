import { Award, ShieldCheck, Star } from "lucide-react";
import type { CoreSiteFacts } from "#shared/facts/core-site-facts";
import { cn } from "#client/lib/cn";
import { useSiteFacts } from "#client/lib/site-facts";

const ICONS: Record<CoreSiteFacts["trustBadges"][number]["key"], typeof Star> = {
  "google-rating": Star,
  "insured-bonded": ShieldCheck,
  "satisfaction-guarantee": Award,
};

/** The three trust badges; `licensedLabel` shows "Licensed & Insured", as some pages do. */
export function TrustBadges({ licensedLabel = false, className }: { licensedLabel?: boolean; className?: string }) {
  const { trustBadges } = useSiteFacts();
  return (
    <ul className={cn("flex flex-wrap gap-3", className)}>
      {trustBadges.map((badge) => {
        const Icon = ICONS[badge.key];
        return (
          <li
            key={badge.key}
            className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-4 py-2 text-sm font-semibold text-brand-900 shadow-sm"
            title={badge.detail}
          >
            <Icon aria-hidden className="size-4 text-accent-500" />
            {licensedLabel && badge.alternateLabel ? badge.alternateLabel : badge.label}
          </li>
        );
      })}
    </ul>
  );
}
