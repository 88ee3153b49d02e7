import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#client/components/ui/button";
import { FormField, fieldClass } from "#client/components/ui/form-field";
import { trpc } from "#client/lib/trpc";
import { plural } from "../format";
import { fieldErrorsOf } from "./field-errors";
import { mismatchOf, NewPasswordFields, type NewPasswordValues } from "./new-password-fields";

const EMPTY = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Current password, new password twice; success signs the owner's other sessions out and says so. */
export function ChangePasswordForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const change = useMutation(
    trpc.admin.account.changePassword.mutationOptions({
      onSuccess: async () => {
        setValues(EMPTY);
        await queryClient.invalidateQueries({ queryKey: trpc.admin.account.get.queryKey() });
      },
    }),
  );
  const serverErrors = fieldErrorsOf(change.error);
  const errors = { ...serverErrors, ...checked };
  const otherProblem = change.error && Object.keys(serverErrors).length === 0 ? change.error.message : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const mismatch = mismatchOf(values);
    setChecked(mismatch);
    if (Object.keys(mismatch).length === 0) change.mutate(values);
  }

  return (
    <section aria-labelledby="password-heading" className="grid gap-4">
      <h2 id="password-heading" className="text-xl font-bold text-brand-900">
        Change password
      </h2>
      <form
        onSubmit={submit}
        noValidate
        aria-busy={change.isPending}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <FormField id="password-current" label="Current password" required error={errors.currentPassword}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              maxLength={200}
              value={values.currentPassword}
              onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
              className={fieldClass}
            />
          )}
        </FormField>
        <NewPasswordFields
          idPrefix="password"
          values={values}
          onChange={(next: NewPasswordValues) => setValues({ ...values, ...next })}
          errors={errors}
        />
        {otherProblem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {otherProblem}
          </p>
        ) : null}
        <div aria-live="polite">
          {change.isSuccess ? (
            <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-900">
              Your password is changed.{" "}
              {change.data.endedSessions > 0
                ? `${plural(change.data.endedSessions, "other session")} signed out; this browser stays signed in.`
                : "No other device was signed in."}
            </p>
          ) : null}
        </div>
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </div>
      </form>
    </section>
  );
}
