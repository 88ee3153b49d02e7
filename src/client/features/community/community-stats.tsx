import { communityStatItems } from "#shared/content/community-stats";
import { useSiteFacts } from "#client/lib/site-facts";

/** The four headline figures, as a strip under the hero. */
export function CommunityStats() {
  const { community } = useSiteFacts().claims;
  return (
    <section aria-label="Community impact" className="bg-brand-900">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-px overflow-hidden px-4 py-10 md:grid-cols-4">
        {communityStatItems(community).map((stat) => (
          <div
            key={stat.label}
            data-testid="community-stat"
            className="flex flex-col-reverse items-center px-2 py-4 text-center"
          >
            <dt className="mt-1 text-sm font-medium text-brand-100 md:text-base">{stat.label}</dt>
            <dd className="text-3xl font-extrabold text-accent-400 md:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
