import { Quote } from "lucide-react";
import { Section } from "#client/components/ui/section";

/** "Our Story" paragraphs beside the mission statement. */
export function CompanyStory({ story, mission }: { story: readonly string[]; mission: string }) {
  return (
    <Section id="our-story" eyebrow="Who we are" title="Our Story">
      <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:items-start">
        <div className="space-y-5 text-lg leading-relaxed text-slate-700">
          {story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <aside
          aria-labelledby="mission-heading"
          className="rounded-2xl bg-brand-900 p-8 text-white shadow-lg lg:sticky lg:top-24"
        >
          <Quote aria-hidden className="size-10 text-accent-400" />
          <h3 id="mission-heading" className="mt-4 text-sm font-semibold uppercase tracking-wider text-accent-400">
            Our Mission
          </h3>
          <p className="mt-3 text-xl font-semibold leading-relaxed">{mission}</p>
        </aside>
      </div>
    </Section>
  );
}
