import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

interface FormFieldProps extends ComponentProps<"input"> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled text input with its error message wired up through aria-describedby. */
export function FormField({ id, label, error, className, ...inputProps }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-brand-900">
        {label} <span className="text-red-700" aria-hidden>*</span>
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        aria-required
        className={cn(
          "mt-2 block w-full rounded-lg border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500",
          error ? "border-red-700" : "border-slate-300",
        )}
        {...inputProps}
      />
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
