import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { fieldErrorsOf } from "./field-errors";
import { mismatchOf, NewPasswordFields, type NewPasswordValues } from "./new-password-fields";
import { LinkRefused } from "./signed-out-card";

/** A new password twice, sent with a one-time link's token (an invite, a reset). */
export function ChoosePasswordForm({
  idPrefix,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  idPrefix: string;
  submitLabel: string;
  pending: boolean;
  error: { message: string; data?: unknown } | null;
  onSubmit: (values: NewPasswordValues) => void;
}) {
  const [values, setValues] = useState({ newPassword: "", confirmPassword: "" });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const serverErrors = fieldErrorsOf(error);
  const otherProblem = error && Object.keys(serverErrors).length === 0 ? error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const mismatch = mismatchOf(values);
    setChecked(mismatch);
    if (Object.keys(mismatch).length === 0) onSubmit(values);
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="mt-6 grid gap-4">
      <NewPasswordFields
        idPrefix={idPrefix}
        values={values}
        onChange={setValues}
        errors={{ ...serverErrors, ...checked }}
      />
      {otherProblem ? <LinkRefused message={otherProblem} /> : null}
      <Button type="submit" disabled={pending}>
        {pending ? "Saving..." : submitLabel}
      </Button>
    </form>
  );
}
