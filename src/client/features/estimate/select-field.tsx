import { useId } from "react";
import type { SelectOption } from "#shared/pricing/options";
import { Select } from "#client/components/ui/select";
import { cn } from "#client/lib/cn";

interface SelectFieldProps<V extends string | number> {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  className?: string;
}

/** A labelled native select whose options carry typed values. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
}: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <Select
        id={id}
        value={String(value)}
        onChange={(event) => {
          const option = options.find((candidate) => String(candidate.value) === event.target.value);
          if (option) onChange(option.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
