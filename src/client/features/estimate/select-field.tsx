import { ChevronDown } from "lucide-react";
import { useId } from "react";
import type { SelectOption } from "../../../shared/pricing/options";
import { cn } from "../../lib/cn";

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled native select whose options carry typed values. */
export function SelectField<V extends string | number>({ label, value, options, onChange, className }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={String(value)}
          onChange={(event) => {
            const option = options.find((candidate) => String(candidate.value) === event.target.value);
            if (option) onChange(option.value);
          }}
          className="w-full appearance-none rounded-lg border border-slate-300 bg-white py-2.5 pl-3 pr-10 text-base text-slate-900 shadow-sm hover:border-brand-500 focus-visible:border-brand-500"
        >
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute right-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
