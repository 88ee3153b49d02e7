import type { ReactNode } from "react";

/** One titled part of a service page's main column. */
export function DetailBlock({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight text-brand-900 md:text-3xl">
        {title}
      </h2>
      {intro ? <p className="mt-3 text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
