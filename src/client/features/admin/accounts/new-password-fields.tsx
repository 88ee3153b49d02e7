import { FormField, fieldClass } from "#client/components/ui/form-field";

/** The same rule the server and the command line apply (OwnerPasswordSchema). */
export const PASSWORD_HINT = "At least 8 characters. A few unrelated words make a strong one.";

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** "New password" and "Type it again": the fields every way of choosing a password shares. */
export function NewPasswordFields({
  idPrefix,
  values,
  onChange,
  errors,
}: {
  idPrefix: string;
  values: NewPasswordValues;
  onChange: (values: NewPasswordValues) => void;
  errors: Record<string, string | undefined>;
}) {
  return (
    <>
      <FormField id={`${idPrefix}-new`} label="New password" required error={errors.newPassword}>
        {(control) => (
          <>
            <p id={`${idPrefix}-new-hint`} className="mb-1.5 text-sm text-slate-700">
              {PASSWORD_HINT}
            </p>
            <input
              {...control}
              aria-describedby={[control["aria-describedby"], `${idPrefix}-new-hint`].filter(Boolean).join(" ")}
              type="password"
              autoComplete="new-password"
              minLength={8}
              maxLength={200}
              value={values.newPassword}
              onChange={(event) => onChange({ ...values, newPassword: event.target.value })}
              className={fieldClass}
            />
          </>
        )}
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label="Type the new password again" required error={errors.confirmPassword}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            maxLength={200}
            value={values.confirmPassword}
            onChange={(event) => onChange({ ...values, confirmPassword: event.target.value })}
            className={fieldClass}
          />
        )}
      </FormField>
    </>
  );
}

/** The mismatch the browser can tell before asking the server (which checks it again). */
export function mismatchOf(values: NewPasswordValues): Record<string, string> {
  return values.confirmPassword && values.newPassword !== values.confirmPassword
    ? { confirmPassword: "The two passwords don't match" }
    : {};
}
