/** Loading placeholder for an inbox list. */
export function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="grid gap-3">
      {[0, 1, 2].map((index) => (
        <div key={index} className="h-24 animate-pulse rounded-2xl bg-slate-200" />
      ))}
    </div>
  );
}
