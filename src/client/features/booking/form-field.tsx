import type { ReactNode } from "react";

export interface FieldControlProps {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
  /** Renders the control with the id and ARIA attributes that tie it to its label and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export const fieldClass =
  "w-full rounded-lg border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-600 border-slate-300 focus-visible:border-brand-500";

/** A labelled form control with its validation message underneath. */
export function FormField({ id, label, optional = false, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-slate-800">
        {label}
        {optional ? <span className="font-normal text-slate-600"> (optional)</span> : null}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? errorId : undefined })}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
