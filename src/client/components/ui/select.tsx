import { ChevronDown } from "lucide-react";
import type { Ref, SelectHTMLAttributes } from "react";
import { cn } from "#client/lib/cn";

/**
 * The site's one select style. `appearance: none` and a drawn chevron make it look the same in
 * every engine (WebKit draws its native control grey and rounded otherwise).
 */
export function Select({
  className,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <div className="relative">
      <select
        className={cn(
          "w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pl-3 pr-10 text-base text-slate-900 shadow-sm hover:border-brand-500 focus-visible:border-brand-500 aria-invalid:border-red-600",
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}
