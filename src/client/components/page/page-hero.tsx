import type { ReactNode } from "react";
import { Breadcrumbs } from "./breadcrumbs";
import type { Crumb } from "#shared/seo/structured-data";

interface PageHeroProps {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  crumbs?: readonly Crumb[];
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  /** Extra content on the right on wide screens (a card, an illustration). */
  aside?: ReactNode;
}

/** The top band of every page: breadcrumbs, the page's one h1, intro and calls to action. */
export function PageHero({ eyebrow, title, intro, crumbs, actions, aside }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:py-16 lg:grid-cols-[1.3fr_1fr]">
        <div>
          {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
          {eyebrow ? (
            <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-brand-600">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-4xl font-extrabold leading-tight tracking-tight text-brand-900 md:text-5xl">
            {title}
          </h1>
          {intro ? <div className="mt-5 max-w-2xl text-lg text-slate-700">{intro}</div> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </section>
  );
}
