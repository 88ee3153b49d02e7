import { Search, X } from "lucide-react";

interface FaqSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The FAQ search field; filtering happens as the visitor types. */
export function FaqSearchBox({ value, onChange }: FaqSearchBoxProps) {
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()} className="w-full max-w-xl">
      <label htmlFor="faq-search" className="sr-only">
        Search FAQs
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id="faq-search"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder="Search, e.g. pets or pricing"
          autoComplete="off"
          className="w-full rounded-xl border border-slate-300 bg-white py-4 pl-12 pr-12 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:border-brand-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {value ? (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label="Clear search text"
            className="absolute right-2 top-1/2 -translate-y-1/2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          >
            <X aria-hidden className="size-5" />
          </button>
        ) : null}
      </div>
    </form>
  );
}
