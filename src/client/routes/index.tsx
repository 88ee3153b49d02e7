import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { BUSINESS } from "../../shared/business/business-info";
import { GOOGLE_PROFILE_CLAIM } from "../../shared/business/claims";
import { SAMPLE_TESTIMONIALS } from "../../shared/content/testimonials";
import { trpc } from "../lib/trpc";

export const Route = createFileRoute("/")({
  component: HomePage,
});

const MAX_HOME_TESTIMONIALS = 3;

function HomePage() {
  const featured = useQuery(trpc.testimonials.list.queryOptions({ featured: true }));
  // Section 4: fall back to the built-in samples when the fetch comes back empty.
  const testimonials = featured.data?.length ? featured.data.slice(0, MAX_HOME_TESTIMONIALS) : SAMPLE_TESTIMONIALS;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-16 md:py-24">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            ★ {GOOGLE_PROFILE_CLAIM.rating} Google rating · Insured &amp; bonded
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-extrabold leading-tight text-brand-900 md:text-5xl">
            House cleaning in Douglas County &amp; South Denver
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{BUSINESS.tagline}.</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href={BUSINESS.bookingUrl} target="_blank" rel="noopener noreferrer" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
              Book a Free Assessment
            </a>
            <a href="/pricing" className="rounded-lg border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-brand-50">
              Get Instant Estimate
            </a>
          </div>
        </div>
      </section>
      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-brand-900">
          What our neighbors say
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <p className="text-accent-500" aria-label={`${t.rating} out of 5 stars`}>
                {"★".repeat(t.rating)}
              </p>
              <blockquote className="mt-3 text-slate-700">{t.body}</blockquote>
              <p className="mt-4 font-semibold text-slate-900">
                {t.authorName} <span className="font-normal text-slate-600">· {t.authorLocation}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
