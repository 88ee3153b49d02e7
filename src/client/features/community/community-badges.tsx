import { Award } from "lucide-react";
import type { SiteFacts } from "#shared/facts/site-facts-schema";
import { Section } from "#client/components/ui/section";

export function CommunityBadges({ badges }: { badges: SiteFacts["community"]["badges"] }) {
  return (
    <Section id="trust" eyebrow="Why neighbors trust us" title="A Name You Can Count On">
      <ul className="grid gap-6 md:grid-cols-3">
        {badges.map((badge) => (
          <li key={badge.title} className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-accent-500 shadow-sm">
              <Award aria-hidden className="size-7" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-brand-900">{badge.title}</h3>
            <p className="mt-2 text-slate-700">{badge.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
