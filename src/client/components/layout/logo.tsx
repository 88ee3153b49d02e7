import { useSiteFacts } from "#client/lib/site-facts";

/** The bluebird mark and wordmark. */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const { business } = useSiteFacts();
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden viewBox="0 0 64 64" className="size-9 shrink-0">
        <rect width="64" height="64" rx="14" fill={inverse ? "#ffffff" : "#1e3a5f"} />
        <path
          d="M14 38c6-14 20-20 36-16-6 2-10 6-12 10 6 0 10 2 12 6-10 4-26 6-36 0z"
          fill={inverse ? "#2f7fd1" : "#7cc4ff"}
        />
        <circle cx="40" cy="28" r="2" fill={inverse ? "#ffffff" : "#1e3a5f"} />
      </svg>
      <span
        className={
          inverse
            ? "min-w-0 text-lg font-extrabold leading-tight text-white"
            : "text-base font-extrabold leading-tight text-brand-900 sm:whitespace-nowrap sm:text-lg"
        }
      >
        {business.name}
      </span>
    </span>
  );
}
