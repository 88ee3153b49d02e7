/** Loading state of /blog/$slug while the post is fetched. */
export function PostSkeleton() {
  return (
    <div role="status" aria-label="Loading article" className="mx-auto max-w-4xl px-4 py-14">
      <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-8 h-10 w-5/6 animate-pulse rounded-lg bg-slate-200" />
      <div className="mt-3 h-10 w-2/3 animate-pulse rounded-lg bg-slate-200" />
      <div className="mt-6 h-5 w-full animate-pulse rounded bg-slate-200" />
      <div className="mt-3 h-5 w-11/12 animate-pulse rounded bg-slate-200" />
      <div className="mt-10 h-64 animate-pulse rounded-2xl bg-slate-200" />
    </div>
  );
}
