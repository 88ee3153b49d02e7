import { CardSkeletons } from "#client/components/page/data-states";

/** Shown while the service loads. */
export function ServiceDetailSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 md:py-16">
      <div aria-hidden>
        <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
        <div className="mt-6 h-12 w-3/4 animate-pulse rounded-lg bg-slate-200" />
        <div className="mt-5 h-5 w-full max-w-2xl animate-pulse rounded bg-slate-200" />
        <div className="mt-3 mb-12 h-5 w-5/6 max-w-2xl animate-pulse rounded bg-slate-200" />
      </div>
      <CardSkeletons />
    </div>
  );
}
