import { FormField, fieldClass } from "#client/components/ui/form-field";

/** An owner's email address, as the account forms ask for it (254 characters at most, as the server allows). */
export function EmailField({
  id,
  label,
  value,
  onChange,
  error,
  autoComplete,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** "username" where the owner types their own (sign-in managers fill it), "off" for someone else's. */
  autoComplete: "username" | "off";
}) {
  return (
    <FormField id={id} label={label} required error={error}>
      {(control) => (
        <input
          {...control}
          type="email"
          autoComplete={autoComplete}
          maxLength={254}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={fieldClass}
        />
      )}
    </FormField>
  );
}

/** A refusal that belongs to no one field (too many tries, a server that did not answer). */
export function FormProblem({ message, className = "" }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 ${className}`}>
      {message}
    </p>
  );
}
